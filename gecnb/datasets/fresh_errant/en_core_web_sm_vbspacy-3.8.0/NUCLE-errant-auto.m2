S Keeping the Secret of Genetic Testing
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S What is genetic risk ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Genetic risk refers more to your chance of inheriting a disorder or disease .
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||1

S People get certain disease because of genetic changes .
A 3 4|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1

S How much a genetic change tells us about your chance of developing a disorder is not always clear .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If your genetic results indicate that you have gene changes associated with an increased risk of heart disease , it does not mean that you definitely will develop heart disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The opposite is also true .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If your genetic results show that you do not have changes associated with an increased risk of heart disease , it is still possible that you develop heart disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 26 26|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1

S However for some rare diseases , people who have certain gene changes are guaranteed to develop the disease .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S When we are diagonosed out with certain genetic disease , are we suppose to disclose this result to our relatives ?
A 3 4|||R:SPELL|||diagnosed|||REQUIRED|||-NONE-|||0
A 4 5|||U:PART||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||diagnosed|||REQUIRED|||-NONE-|||1
A 4 5|||U:PART||||||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||supposed|||REQUIRED|||-NONE-|||1

S My answer is no .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On one hand , we do not want this potential danger causing firghtenning affects in our families ' later lives .
A 11 12|||R:VERB|||having|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||frightening|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||effects|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||to have|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||frightening|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||effects|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S When people around us know that we got certain disease , their altitudes will be easily changed , whether caring us too much or keeping away from us .
A 7 8|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||attitude|||REQUIRED|||-NONE-|||0
A 14 15|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||change|||REQUIRED|||-NONE-|||0
A 20 20|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||attitudes|||REQUIRED|||-NONE-|||1
A 14 16|||R:WO|||easily be|||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||it be|||REQUIRED|||-NONE-|||1
A 20 20|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S And both are not what we want since most of us just want to live as normal people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Surrounded by such concerns , it is very likely that we are distracted to worry about these problems .
A 13 14|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||will be|||REQUIRED|||-NONE-|||1
A 12 12|||M:ADV|||too|||REQUIRED|||-NONE-|||1

S It is a concern that will be with us during our whole life , because we will never know when the ''potential bomb' ' will explode .
A 16 17|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On the other hand , if there are ways can help us to control or cure the disease , we can going through thses process from the scope of the whole family .
A 9 9|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:FORM|||go|||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||these|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||processes|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||things that|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||go|||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||this|||REQUIRED|||-NONE-|||1
A 25 29|||R:OTHER|||with|||REQUIRED|||-NONE-|||1

S For an example , if exercising is helpful for family potential disease , we can always look for more chances for the family to go exercise .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||reducing|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB|||do|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 9 11|||R:WO|||potential family|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB|||do|||REQUIRED|||-NONE-|||1

S And we keep track of all family members health conditions .
A 0 1|||R:OTHER|||so|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 8 8|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||1

S At the same time , we are prepared to know when there are other members got this disease .
A 15 15|||M:OTHER|||who have|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||who have|||REQUIRED|||-NONE-|||1

S Here I want to share Forest'view on this issue .
A 5 6|||R:NOUN|||Forests'sview|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||Forest 's view|||REQUIRED|||-NONE-|||1

S Although some people feel that an individual who is found to carry a dominant gene for Huntington 's disease has an ethical obligation to disclose that fact to his or her siblings , there currently is no legal requirement to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 21 22|||R:ADJ|||moral|||REQUIRED|||-NONE-|||1
A 34 36|||R:WO|||is currently|||REQUIRED|||-NONE-|||1

S In fact , requiring someone to communicate his or her own genetic risk to family members who are therefore also at risk is considered by many to be ethically dubious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S "
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S Nothing is absolute right or wrong .
A 2 3|||R:MORPH|||absolutely|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||absolutely|||REQUIRED|||-NONE-|||1

S If certain disease genetic test is very accurate and it is unavoidable and necessary to get treatment and known by others , it is OK to disclose the result .
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||tell|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||for a disease|||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||to make it|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Above all , life is more important than secret .
A 8 9|||R:NOUN:NUM|||secrets|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||secrecy|||REQUIRED|||-NONE-|||1

S Genetic risk does carry its consequences and should not be taken lightly within the family circle .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Afterall , what affects one family may or may not affect another although the families has a common genetic make up , shared by either of the parents .
A 12 13|||R:OTHER|||even if|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||After all|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||make-up|||REQUIRED|||-NONE-|||1

S In cases where an individual has gotten to know of a genetic disorder , disclosing or otherwise , to his or her relative is solely a matter of preference within the indivdial moral system .
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 31 32|||R:SPELL|||individual|||REQUIRED|||-NONE-|||0
A 15 15|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||relatives|||REQUIRED|||-NONE-|||1
A 31 32|||R:SPELL|||individual|||REQUIRED|||-NONE-|||1
A 33 34|||R:NOUN|||code|||REQUIRED|||-NONE-|||1

S The issue on right to know or not to know is highly debatable although it is a genetic risk , one can not be entire sure because the genetic information could possibly result from the families of either parents - his maternal and paternal uncles , aunts or cousin .
A 13 14|||M:PUNCT|||. Although|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||0
A 40 41|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 48 49|||R:NOUN:NUM|||cousins|||REQUIRED|||-NONE-|||0
A 2 3|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||M:PUNCT|||. Although|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||there|||REQUIRED|||-NONE-|||1
A 24 25|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||1
A 32 33|||R:VERB|||come|||REQUIRED|||-NONE-|||1
A 35 36|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||1
A 38 39|||R:NOUN:NUM|||parent|||REQUIRED|||-NONE-|||1
A 40 41|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 48 49|||R:NOUN:NUM|||cousins|||REQUIRED|||-NONE-|||1

S This also means that as soon a person is made aware of his or her genetic profile , he or she concurently has a knowledge about others .
A 6 6|||M:PREP|||as|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||concurrently|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||as|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||concurrently|||REQUIRED|||-NONE-|||1
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||1

S This knowledge maybe relavant to them , and vice versa .
A 2 3|||R:ORTH|||may be|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||relevant|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||or not|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||may be|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||relevant|||REQUIRED|||-NONE-|||1

S An example that may serve as an illustration is breast cancer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S It is hereditary .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Do one who suffered from this disease keep it a secret of infrom their relatives ?
A 0 1|||R:VERB:SVA|||Does|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||suffers|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||or|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||inform|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB:SVA|||Does|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||someone|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||suffers|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||or|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||inform|||REQUIRED|||-NONE-|||1

S In retrospect , its is also ones duty to ensure that he or she undergo periodic healthchecks in their own .
A 6 7|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 3 4|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1
A 11 12|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 12 13|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||1
A 16 17|||R:ORTH|||health checks|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S Sometimes some family structure and cultural beliefs can influence the pattern of communication .
A 3 4|||R:NOUN:NUM|||structures|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||structures|||REQUIRED|||-NONE-|||1

S Depending on whom the genetic risk was discovered from : the son or daughter for example , the parents who knows about this would decide who gets told and whom takes the precedence in being 'allowed ' to tell .
A 18 19|||R:NOUN|||parentparent|||REQUIRED|||-NONE-|||0
A 2 3|||R:PRON|||who|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:SVA|||know|||REQUIRED|||-NONE-|||1
A 29 30|||R:PRON|||who|||REQUIRED|||-NONE-|||1
A 31 32|||U:DET||||||REQUIRED|||-NONE-|||1

S For example , within a family , regardless of who had first received genetic information , parents were seen as having the primary responsibility to pass on information to any offspring , either adult at risk .
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||receives|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 31 34|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 24 25|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:FORM|||passing|||REQUIRED|||-NONE-|||1
A 32 33|||R:CONJ|||or|||REQUIRED|||-NONE-|||1
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In addition , a woman testing positive for BRCA1 would be expected to allow her brother or sister to disclose such information to a niece or nephew rather than do it herself , although this may be further complicated by an individual 's response to risk information as they not want to know .
A 49 49|||M:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 49 49|||M:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1

S Hence , there were also tensions if participants felt that they could neither pass on information to relatives who needed to know ( such as nieces and nephews ) nor persuade those with authority ( the parents ) to do so .
A 3 4|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||feel|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:TENSE|||need|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The notion of authority also extended 'vertically' .
A 5 6|||R:VERB:TENSE|||extends|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For example , a grandmother may have more authority to pass on information than an aunt , even when she is not at genetic risk herself while the aunt is .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S From a practitioner 's perspective these findings are important because if lay constructs of the family and kinship are a social construct they may not be in line with geneticists ' views of family relationships , or about which blood ( or non-blood ) relatives should be informed and by whom ; this is also likely to be dependent on the cultural and ethnic context .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Ultimately , one must bring attention to who may benefit from such information and assisting those at risk to make considered decisions about disclosure .
A 14 15|||R:VERB:FORM|||assist|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||draw|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||assist|||REQUIRED|||-NONE-|||1

S Whose duty it is to inform at risk relatives or not greatly depends on the personal moral and the nature of how 'directive ' the risk is to them .
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||morality|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||at-risk|||REQUIRED|||-NONE-|||1
A 17 17|||M:NOUN|||code|||REQUIRED|||-NONE-|||1

S People with close blood relationship generally carry some similar genes .
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||1

S In this case , if one of the family members or close relatives is found to carry genetic risk , it is better for the patient to tell his/her close relatives about the issue and let others known about the risk so that his/her familay members are able to perform some daily excesses to prevent the potential disease or they may go to hospital and check for the correspongding flows .
A 37 38|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 52 53|||R:NOUN|||exercises|||REQUIRED|||-NONE-|||0
A 68 69|||R:SPELL|||corresponding|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 37 38|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||1
A 44 45|||R:SPELL|||family|||REQUIRED|||-NONE-|||1
A 49 50|||R:VERB|||do|||REQUIRED|||-NONE-|||1
A 52 53|||R:NOUN|||exercises|||REQUIRED|||-NONE-|||1
A 68 69|||R:SPELL|||corresponding|||REQUIRED|||-NONE-|||1
A 69 70|||UNK|||flows|||REQUIRED|||-NONE-|||1

S In my opinion , although the annouance of carrying a genetic risk involves the issue of self privacy , it is necessary for the carrier to be obligated to tell the issue to his or her relatives in order for them to prevent the potential disease .
A 6 7|||R:NOUN|||burden|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||disclosure|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||personal|||REQUIRED|||-NONE-|||1
A 30 33|||U:OTHER||||||REQUIRED|||-NONE-|||1

S I agree with this statement to a large extent .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Focus on the negative side of the annouance of genetic risk first .
A 0 1|||R:OTHER|||I begin by focusing|||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||I will focus|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||disclosure|||REQUIRED|||-NONE-|||1

S Large numbers of patients with the genetic risk would want to keep it as a secret as the genetic risk may indicates their high chance to carry certain disease .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:FORM|||indicate|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||U:PREP||||||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||indicate|||REQUIRED|||-NONE-|||1
A 25 26|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:FORM|||carrying|||REQUIRED|||-NONE-|||1
A 27 27|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Especially for the young people without marrige , if he/she is known to have some genetic risk , it may have certain chance that his/her child would carry the same disease , but not in certain .
A 2 3|||R:OTHER|||unmarried|||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||who|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 18 19|||R:PRON|||there|||REQUIRED|||-NONE-|||0
A 20 20|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 33 33|||M:OTHER|||this is|||REQUIRED|||-NONE-|||0
A 34 35|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||This is especially|||REQUIRED|||-NONE-|||1
A 1 2|||U:PREP||||||REQUIRED|||-NONE-|||1
A 3 3|||M:OTHER|||case for|||REQUIRED|||-NONE-|||1
A 5 7|||R:OTHER|||who are unmarried|||REQUIRED|||-NONE-|||1
A 7 9|||R:PUNCT|||. If|||REQUIRED|||-NONE-|||1
A 18 19|||R:PRON|||there|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 34 35|||R:PREP|||for|||REQUIRED|||-NONE-|||1

S Therefore , to keep the information as secret to his/her future spouce would help the relationship .
A 11 12|||R:SPELL|||spouse|||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||spouse|||REQUIRED|||-NONE-|||1

S Secondly , annouance the potential risk would cause the family member to be scared of this certain issue , although the factor would not be that serious , people would still fear that they would have some potential disease in the future thus go to hospital and do additional check or take more medicine in order to prevent the disease , and this creats unnecessary costs to the family .
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 16 17|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 18 20|||R:PUNCT|||. Although|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 42 42|||M:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 49 50|||R:NOUN:NUM|||checks|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||disclosing|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 18 20|||R:PUNCT|||. Although|||REQUIRED|||-NONE-|||1
A 21 22|||UNK|||factor|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 34 35|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 42 43|||R:OTHER|||, and so ,|||REQUIRED|||-NONE-|||1
A 49 50|||R:NOUN:NUM|||checks|||REQUIRED|||-NONE-|||1
A 63 64|||R:SPELL|||creates|||REQUIRED|||-NONE-|||1
A 66 67|||R:PREP|||for|||REQUIRED|||-NONE-|||1

S Furthermore , the annouance of genetic risk would affect the relationship with the relatives as sometimes others may think not to stay too close to the carrier so that they have less chance to get the potential disease .
A 3 4|||R:NOUN|||fear|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||disclosure|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||1
A 20 20|||M:VERB|||want|||REQUIRED|||-NONE-|||1
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 33 34|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 34 35|||R:VERB:FORM|||getting|||REQUIRED|||-NONE-|||1

S On the other hand , if the genetic risk is kept as a secret , although it may benefit the carrier to a certain extend and help to keep the privacy , but it has much larger negative impacts to the family members and relatives .
A 24 25|||R:NOUN|||extent|||REQUIRED|||-NONE-|||0
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||0
A 32 33|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 39 40|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||extent|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB|||protect|||REQUIRED|||-NONE-|||1
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||1
A 32 33|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 36 37|||R:ADJ|||greater|||REQUIRED|||-NONE-|||1
A 39 40|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S First , for the case of marrige , people should be honest and tell his/her spouce they may carry certain genetic risk that may affect their offsprings .
A 6 7|||R:SPELL|||marriage|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||a person|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||spouse|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN:INFL|||offspring|||REQUIRED|||-NONE-|||0
A 2 3|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||marriage|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||spouse|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN:INFL|||offspring|||REQUIRED|||-NONE-|||1

S It is better to let the other party know the fact than after the baby is born and certain type of genetic disease is found .
A 18 18|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||, rather|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||wait until|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||a|||REQUIRED|||-NONE-|||1

S It is better for both parties to be honest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Secondly , genetic disease has a close relationship with the born gene together with their daily habits .
A 10 11|||R:OTHER|||birth|||REQUIRED|||-NONE-|||0
A 10 12|||UNK|||born gene|||REQUIRED|||-NONE-|||1

S For example , if a carrier is told that he/she has the risk to have diabetes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||having|||REQUIRED|||-NONE-|||1

S In this case , the carrier can eat less candies and chocolates to prevent intake to much sugars , and at the same time , if the carrier tell this information to the relatives , it will be useful for them to know that they may have diabetes in the future becouse of related genes and they can perform the same exercise to intake less sugar to prevent the disease .
A 15 16|||R:OTHER|||of too|||REQUIRED|||-NONE-|||0
A 51 52|||R:SPELL|||because|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||taking in|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||too|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||sugar|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||1
A 51 52|||R:SPELL|||because|||REQUIRED|||-NONE-|||1
A 55 55|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 58 59|||R:VERB|||do|||REQUIRED|||-NONE-|||1
A 63 64|||R:VERB|||take|||REQUIRED|||-NONE-|||1
A 64 64|||M:PART|||in|||REQUIRED|||-NONE-|||1

S Otherwise , if the other parties did not know , they may end up with to have diabete in the future without any prevention .
A 15 17|||U:VERB||||||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:INFL|||diabetes|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||1
A 15 17|||U:VERB||||||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:INFL|||diabetes|||REQUIRED|||-NONE-|||1

S In conclusion , we could tell the benefits of telling genetic risk to the carriers relatives overweights the costs .
A 4 5|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||see that|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:POSS|||carrier 's|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||outweighs|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||see that|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||disclosing|||REQUIRED|||-NONE-|||1
A 15 15|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||outweigh|||REQUIRED|||-NONE-|||1

S Therefore , it would be better for the carrier to be obligated to tell the information to the relatives , in order to let them know and prevent the potential disease through daily exercises .
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN:NUM|||exercise|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||give|||REQUIRED|||-NONE-|||1
A 33 34|||R:NOUN:NUM|||exercise|||REQUIRED|||-NONE-|||1

S Among all kinds of different diseases , a large amount of different kinds of disorders are caused by genetic reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 8|||U:OTHER|||A|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN|||number|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||factors|||REQUIRED|||-NONE-|||1

S Genetic disorder may or may not be hirataged hereditary disease and it is sometimes hard to find out one has these kinds of diseases .
A 7 8|||R:VERB|||inherited|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1
A 18 18|||M:PREP|||whether|||REQUIRED|||-NONE-|||1

S It is a long time discussion that whether a carrier of a known genetic risk should be obligated to tell his or her relatives that his or her disease is caused by gene .
A 4 5|||R:NOUN|||term|||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 32 33|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||There|||REQUIRED|||-NONE-|||1
A 3 4|||R:ADJ|||long-standing|||REQUIRED|||-NONE-|||1
A 4 6|||R:NOUN|||debate|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 32 32|||M:DET|||a|||REQUIRED|||-NONE-|||1

S From the legal aspect , the answer is no but from the ethical aspect , the answer should be yes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||Legally|||REQUIRED|||-NONE-|||1
A 10 11|||U:PREP||||||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:MORPH|||ethically|||REQUIRED|||-NONE-|||1
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||1

S We ca n't make a law to push a carrier of a known genetic risk to tell his or her relatives about his genetic problem .
A 1 2|||R:CONTR|||can|||REQUIRED|||-NONE-|||0
A 2 3|||R:CONTR|||not|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||pass|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||compel|||REQUIRED|||-NONE-|||1
A 23 23|||M:OTHER|||or her|||REQUIRED|||-NONE-|||1

S It is immoral and impractical .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Firstly , someone having what kinds of disease belongs to his or her privacy .
A 4 5|||R:DET|||any|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||kind|||REQUIRED|||-NONE-|||0
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||someone|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||has|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||is|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||a matter|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||personal|||REQUIRED|||-NONE-|||1

S Privicy protection belongs to one 's human rights .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Privacy|||REQUIRED|||-NONE-|||1
A 1 2|||U:NOUN||||||REQUIRED|||-NONE-|||1

S If a law requires someone to tell others ' his or her privacy especially when the one is not willing to do so .
A 8 9|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||private details ,|||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||are|||REQUIRED|||-NONE-|||1

S It is againt his or her human rights and it is against the law 's spirit .
A 0 1|||R:ORTH|||it|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||against|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 4 5|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||of the law|||REQUIRED|||-NONE-|||1

S The law 's spirit also include the fairness .
A 5 6|||R:VERB:SVA|||includes|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||of the law|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||includes|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1

S What is the basic difference between genetic disorder and other disorders .
A 11 12|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||1
A 11 12|||R:PUNCT|||?|||REQUIRED|||-NONE-|||1

S It is unfair to release a law only point to the genetic disorder .
A 7 7|||M:DET|||which|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||points|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||pass|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||pertaining|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||1

S In addition , it is impractical to make such a law .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||pass|||REQUIRED|||-NONE-|||1

S A good law should be clear and easy to execute .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||enforce|||REQUIRED|||-NONE-|||1

S However , there are many problems againt the execution of asking a carrier to tell his or her ralatives the cause of his or her diseases .
A 18 19|||R:SPELL|||relatives|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||relatives|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||disease|||REQUIRED|||-NONE-|||1

S Firstly , what is the range of the relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1

S For example , does the carrier only need to tell his or her direct relatives like parents and brothers and sisters or does he also need to tell relatives like his grandmother 's sister 's son 's daughter 's nephew ?
A 31 33|||R:NOUN:POSS|||grandmothers|||REQUIRED|||-NONE-|||0
A 33 35|||R:NOUN:POSS|||sisters|||REQUIRED|||-NONE-|||0
A 35 37|||R:NOUN:POSS|||sons|||REQUIRED|||-NONE-|||0
A 37 39|||R:NOUN:POSS|||daughters|||REQUIRED|||-NONE-|||0
A 39 40|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||1
A 23 24|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 30 31|||R:DET|||their|||REQUIRED|||-NONE-|||1

S If you say only need to tell direct relatives , it will be against the fairness of law .
A 3 4|||R:OTHER|||he|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Other relatives may have the same possibilities to have such kind of disease .
A 7 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||developing a|||REQUIRED|||-NONE-|||0
A 7 8|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||having|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||this|||REQUIRED|||-NONE-|||1

S How can a law made by government exempt such a group of people from preparing to face their potetial disease ?
A 18 19|||R:SPELL|||potential|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||passed|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||exclude|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||potential|||REQUIRED|||-NONE-|||1

S However , from the ethical point of view .
A 8 9|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:PUNCT|||,|||REQUIRED|||-NONE-|||1

S To the carrier himself of herself , he of she should have a feeling of resposiblity to tell his or her relatives their genetic disorder .
A 0 1|||R:SPELL|||too|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||or|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||responsibility|||REQUIRED|||-NONE-|||0
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||1
A 3 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||responsibility|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 20 21|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 22 22|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S By doing this ,they may be able to save some lives of their relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||1

S It is because a carrier with bad gene may not necessary have those genetic disease , if they can have coresponding healthy lifestyle before the age that the gene 's function become stronger .
A 7 8|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||corresponding|||REQUIRED|||-NONE-|||0
A 31 32|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 10 11|||R:MORPH|||necessarily|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||develop|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 20 21|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||1

S A typical example is genetic caused hypertension .
A 4 5|||R:MORPH|||genetically|||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||by|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||genetically|||REQUIRED|||-NONE-|||1

S Hypertension can be caused by genetic problems which make the carrier harder to digest the fat and salt in blood which can cause hypertension .
A 9 11|||R:OTHER|||it|||REQUIRED|||-NONE-|||0
A 20 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||it harder for|||REQUIRED|||-NONE-|||1
A 11 12|||U:ADJ||||||REQUIRED|||-NONE-|||1

S People usually get this kind of hypertesion after they become adult .
A 7 8|||R:OTHER|||when|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||hypertension|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||adults|||REQUIRED|||-NONE-|||1

S However , if they already know they have a gene that may make them have higher possibilities to get hypertention .
A 20 21|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||a greater|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||possibility|||REQUIRED|||-NONE-|||1
A 17 18|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:FORM|||getting|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||hypertension|||REQUIRED|||-NONE-|||1

S They can build a daily habit to eat less salt and fat and thus to avoid hypertension .
A 0 1|||R:ORTH|||they|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||adopt|||REQUIRED|||-NONE-|||1
A 6 7|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||eating|||REQUIRED|||-NONE-|||1
A 14 15|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1

S In a nutshell , our society ca n't push genetic problem carrier to tell his or her disease to his or her relatives but he or she should be willing to tell his or her relatives about his or her genetic problem .
A 6 7|||R:CONTR|||can|||REQUIRED|||-NONE-|||0
A 7 8|||R:CONTR|||not|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||compel|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN|||disease|||REQUIRED|||-NONE-|||1
A 24 25|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 25 26|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 26 27|||U:PRON||||||REQUIRED|||-NONE-|||1
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||1
A 33 34|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 34 35|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 37 38|||U:DET||||||REQUIRED|||-NONE-|||1
A 38 39|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 39 40|||R:DET|||their|||REQUIRED|||-NONE-|||1

S By doing so , less of his or her beloved ones will suffer from the genetic problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 0|||M:PREP|||If|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:FORM|||do|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADJ|||loved|||REQUIRED|||-NONE-|||1

S In the age of rapid technological advancement , a lot of medical breakthroughs are made possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||an|||REQUIRED|||-NONE-|||1

S Genetic testing is made possible and available for one 's decision to undergo .
A 7 13|||UNK|||for one 's decision to undergo|||REQUIRED|||-NONE-|||0
A 8 13|||UNK|||one 's decision to undergo|||REQUIRED|||-NONE-|||1

S It is able to detect the illnesses or diseases and even a child 's parentage .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1

S However , it will become a controversial issue as it becomes a dilemma for a carrier of a known genetic risk to inform his or her relatives .
A 3 4|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||or|||REQUIRED|||-NONE-|||0
A 21 21|||M:PREP|||whether|||REQUIRED|||-NONE-|||1

S If the knowledge of the genetic risk was to be shared within the family or relatives , there might have chances for them to have it in their blood , which they may do necessary precautions to prevent .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 10|||R:VERB:FORM|||is|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||be|||REQUIRED|||-NONE-|||0
A 29 29|||M:ADV|||also|||REQUIRED|||-NONE-|||0
A 31 32|||U:PRON||||||REQUIRED|||-NONE-|||0
A 33 34|||R:OTHER|||force them to take|||REQUIRED|||-NONE-|||0
A 36 38|||U:VERB||||||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 29 30|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 33 34|||R:VERB|||take|||REQUIRED|||-NONE-|||1
A 34 34|||M:DET|||the|||REQUIRED|||-NONE-|||1

S But , if it is a terminal disease as a genetic disease , most of the relatives will be disheartened upon having the knowledge about it .
A 21 22|||R:VERB|||receiving|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||news|||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||is|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||terminal|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||learning|||REQUIRED|||-NONE-|||1

S Therefore , some carriers will have the opinion of keeping it as a secret .
A 5 9|||R:OTHER|||prefer to|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||keep|||REQUIRED|||-NONE-|||0
A 5 9|||R:OTHER|||want to|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||keep|||REQUIRED|||-NONE-|||1
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||1

S This essay will discuss about whether a carrier of a known genetic risk should tell his or her relatives or not .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1

S Some said that the genetic risk that is found in a person should be kept secret because it is considered as a personal information which should be kept confidential .
A 1 2|||R:VERB:TENSE|||say|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||personal|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||say|||REQUIRED|||-NONE-|||1
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||1

S Most patients will be depressed after realising his or her conditions .
A 6 10|||R:OTHER|||discovering their|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||condition|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||finding out about their|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||condition|||REQUIRED|||-NONE-|||1

S If one has a genetic disease after the test , he or she might not wish to inform the relatives as he might ended up dishearten his extended family .
A 23 24|||R:VERB:FORM|||end|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB:FORM|||disheartening|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||someone|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 12 13|||U:PRON||||||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 21 22|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:FORM|||end|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:FORM|||disheartening|||REQUIRED|||-NONE-|||1
A 26 27|||R:DET|||their|||REQUIRED|||-NONE-|||1

S Some will wish to keep it to themselves and hope to ensure that they will not bring in any pessimism into their family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 17 18|||U:PART||||||REQUIRED|||-NONE-|||1

S Furthermore , some will wish not to become a burden of anyone as seeking medical attention is relatively costly .
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Hence , some seen it as being considerate in keeping the genetic risk of getting the disease in confidential .
A 3 4|||R:VERB:TENSE|||see|||REQUIRED|||-NONE-|||0
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||see|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1

S On the other hand , others may think that it will be considerate to tell the relatives because the latter will have a higher tendency of getting the same genetic risk .
A 10 12|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||chance|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB|||having|||REQUIRED|||-NONE-|||1

S Hence , they will be able to seek help from medical specialists to find a cure or to do some measures to prevent the risk of getting the disease .
A 18 19|||R:VERB|||take|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||take|||REQUIRED|||-NONE-|||1

S Nevertheless , it will depend on what kind of genetic diseases , given in the context of current medical technology .
A 3 5|||R:VERB:TENSE|||depends|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||are present|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||disease|||REQUIRED|||-NONE-|||1
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||1

S For example , breast cancer is a genetic disease and it can be cured if it is being realised in the early stage .
A 17 19|||R:VERB|||discovered|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||stages|||REQUIRED|||-NONE-|||0
A 17 19|||R:VERB|||detected|||REQUIRED|||-NONE-|||1

S Hence , with the knowledge of having genetic risk , the relatives of this genetic disease will do a medical check-up , which might save them in realising it at a earlier stage .
A 13 13|||M:NOUN|||person|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB|||aid|||REQUIRED|||-NONE-|||0
A 30 31|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||someone with|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 26 27|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB|||detecting|||REQUIRED|||-NONE-|||1
A 30 31|||U:DET||||||REQUIRED|||-NONE-|||1

S In conclusion , it will be considerate to inform the risk of getting the same genetic disease to the relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||relatives of|||REQUIRED|||-NONE-|||1
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Although there might be a lot of challenges along the way in seeking medical attention , such as financial issue , everyone should be given the rights of knowing their family 's inherented medical conditions .
A 19 20|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||0
A 27 28|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 32 33|||R:SPELL|||inherited|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||when|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||1
A 27 28|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||1
A 32 33|||R:SPELL|||inherited|||REQUIRED|||-NONE-|||1

S However , some think that it might be better for those who are ignorant about it and will continue leading a happy life .
A 10 11|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||remain|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||because|||REQUIRED|||-NONE-|||0
A 17 17|||M:PRON|||they|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||because|||REQUIRED|||-NONE-|||1
A 17 17|||M:PRON|||they|||REQUIRED|||-NONE-|||1

S In addition , some may think that even knowing about having genetic risk of the disease , it will just adding on to their misery as there is nothing that they can do about it .
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||U:PRON||||||REQUIRED|||-NONE-|||0
A 20 22|||R:VERB|||add|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 20 22|||R:VERB|||add|||REQUIRED|||-NONE-|||1

S All-in-all , it depends on individual and also the nature of the disease , but he or she should be obligated to inform the relatives if there are possibilities in curing or preventing it .
A 5 6|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 15 18|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 23 24|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 29 30|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 33 34|||R:OTHER|||the condition|||REQUIRED|||-NONE-|||1

S Genectic testing is a personal decision , with the kowledge that there is a possiblity that one could be a carrier or not .
A 0 0|||M:VERB|||Having|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||genetic|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||can cause|||REQUIRED|||-NONE-|||0
A 4 4|||M:ADJ|||difficult|||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||because|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||patient can be given|||REQUIRED|||-NONE-|||0
A 16 17|||R:PRON|||he|||REQUIRED|||-NONE-|||0
A 17 17|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 17 17|||M:PRON|||she|||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB|||made|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1

S Those who are born into a family with a history of genetic disease should be allowed to undergo genetic testing , even though if there is no risk at all .
A 20 22|||R:OTHER|||. to be sure|||REQUIRED|||-NONE-|||0
A 22 24|||R:PREP|||that|||REQUIRED|||-NONE-|||0
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||1

S Early pre-examination is healthy as it will cast away unwanted doubts and affect the psychological thoughts of those who are affected .
A 3 4|||R:ADJ|||preferable|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||but will|||REQUIRED|||-NONE-|||0
A 7 9|||R:VERB|||remove|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||thinking|||REQUIRED|||-NONE-|||1

S For a genetic risk carrier , there should be choice given with regards to informing his/her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1

S There should not be forced or obligied to do so , as it may negatively and drastically affect the emotions of the genetic risk carrier .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||obliged|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||obliged|||REQUIRED|||-NONE-|||1

S With regard to this choice given , there must be some rules to regulate and exercise personal freedom of decision making .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||1
A 19 21|||R:NOUN|||choice|||REQUIRED|||-NONE-|||1

S If the genetic risk carrier is a minor or a child , then most likely the decision of informing the relative should be made with the consideration of the patients parents or legal guardian .
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 29 30|||R:NOUN:POSS|||patient 's|||REQUIRED|||-NONE-|||0
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||relatives|||REQUIRED|||-NONE-|||1
A 24 28|||R:OTHER|||by|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN:POSS|||patient 's|||REQUIRED|||-NONE-|||1

S Such patients are still emotionally volatile or they may be unaware of the consequences of such genetic disorder due to their young age .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||the|||REQUIRED|||-NONE-|||1

S Furthermore the act of informing others without the consent from their parents or the patients itself could harm the psychological state of the affected family .
A 15 16|||R:PRON|||themselves|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||themselves|||REQUIRED|||-NONE-|||1

S Thus , much thought need to put on the immediate family as it could caused a stir of unwanted events from the patient or the family members itself .
A 4 5|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 7 8|||R:PART|||into|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||cause|||REQUIRED|||-NONE-|||0
A 27 28|||U:PRON||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||1
A 6 6|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1
A 7 8|||R:PART|||into|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||cause|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||chaos|||REQUIRED|||-NONE-|||1
A 20 21|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 27 28|||R:PRON|||themselves|||REQUIRED|||-NONE-|||1

S Some family may feel hurt , with regards to their family pride or reputation , on having the knowledge of such genetic disorder running in their family .
A 1 2|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||receiving|||REQUIRED|||-NONE-|||0
A 21 21|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 2 2|||M:NOUN|||members|||REQUIRED|||-NONE-|||1
A 5 6|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 14 15|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||a|||REQUIRED|||-NONE-|||1

S However , there is a role and a sense of responsibility to inform their relatives since it is a genetic disorder .
A 2 3|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||to play|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||UNK|||role|||REQUIRED|||-NONE-|||1

S There might be a possibility that the genetic disorder could also affect their relatives and any other families within the same family tree .
A 17 18|||R:NOUN|||members|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The importance of informing relatives of such genetic disease is vital as it may help to raise awareness and prevention towards the genetic disorder .
A 19 20|||R:MORPH|||prevent|||REQUIRED|||-NONE-|||0
A 20 21|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 20 21|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S Also , this known information will help their relatives to make informed decisions and tosimilarly undergo genetic testingto find out about the outcome .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:ORTH|||to similarly|||REQUIRED|||-NONE-|||0
A 17 18|||R:ORTH|||testing to|||REQUIRED|||-NONE-|||0
A 21 22|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 22 23|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||1
A 14 15|||R:ORTH|||to similarly|||REQUIRED|||-NONE-|||1
A 17 18|||R:ORTH|||testing to|||REQUIRED|||-NONE-|||1

S Thus , having the knowledge that such genetic disorder is benign would be beneficial towards their emotinal thoughts .
A 17 18|||R:NOUN|||health|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||emotional|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||well-being|||REQUIRED|||-NONE-|||1

S And if the results turn out to be otherwise , then the family can be prepared emotionally and psychologically of the future outcome and aid them in making upcoming decisions .
A 19 20|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 24 24|||M:OTHER|||this may|||REQUIRED|||-NONE-|||0
A 28 29|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 30 30|||M:OTHER|||in the future|||REQUIRED|||-NONE-|||0
A 19 20|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 24 24|||M:OTHER|||this will|||REQUIRED|||-NONE-|||1

S In addition , the genetic risk carrier would be showered with moral and emotional support from their relatives if it is been made known to them .
A 21 21|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:TENSE|||has|||REQUIRED|||-NONE-|||1

S Having support from relatives are vital as they ensure the genetic risk carrier that he/she is not alone in facing this illness and it will certainly provide a morale boost as the whole family will share a common sentiment with regards towards the future prospect of the genetic disorder which could be inherited by anyone in the family .
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||assure|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 38 39|||R:NOUN|||feeling|||REQUIRED|||-NONE-|||1
A 41 42|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 49 49|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Therefore , the decision to inform relatives of such genetic disorder will be dependent of the situation and backgroung of the affected family , with the liberty of choice given to them in making the decision of informing others .
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||background|||REQUIRED|||-NONE-|||0
A 23 39|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||background|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN|||freedom|||REQUIRED|||-NONE-|||1
A 36 37|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S A person with a disorder , regardless of mental or physical disorder , is always easy to be awared by his or her families .
A 8 8|||M:OTHER|||whether it is a|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||happy|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||cared for|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||whether it be|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 15 19|||UNK|||easy to be awared|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||1

S When things come to genetic issues , it is not that simple anymore .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||it|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||comes|||REQUIRED|||-NONE-|||1

S Genetic disorder inheritance is generation by generation , but not all of the offsprings show the relevant symptoms .
A 4 4|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:INFL|||offspring|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:SVA|||shows|||REQUIRED|||-NONE-|||0
A 2 7|||UNK|||inheritance is generation by generation|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:INFL|||offspring|||REQUIRED|||-NONE-|||1

S Sometimes a family with potential genetic disorder risk may not be able to detect the potential harm inside their bodies as none of their members reflect any observable disorder symptoms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||a risk of|||REQUIRED|||-NONE-|||1
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB|||display|||REQUIRED|||-NONE-|||1
A 28 29|||U:NOUN||||||REQUIRED|||-NONE-|||1

S As a result , in the case that when one of the members happen to feel uncomfortable or unnormal , he or she should aware that whether the disorder in his or her body is a genetic risk or not .
A 13 14|||R:VERB:SVA|||happens|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||abnormal|||REQUIRED|||-NONE-|||0
A 24 24|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 25 27|||R:PREP|||if|||REQUIRED|||-NONE-|||0
A 4 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||happens|||REQUIRED|||-NONE-|||1
A 18 19|||R:ADJ|||unwell|||REQUIRED|||-NONE-|||1
A 24 24|||M:VERB|||be|||REQUIRED|||-NONE-|||1
A 25 26|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S Afterward , the carrier will face a serious ethical issue , which is to reveal the problem to his or her relatives or not .
A 0 1|||R:SPELL|||Afterwards|||REQUIRED|||-NONE-|||0
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Afterwards|||REQUIRED|||-NONE-|||1
A 13 13|||M:PREP|||whether|||REQUIRED|||-NONE-|||1

S If the disorder symptoms reflect on a kid , the parent will be informed by the medics for sure , then the whole family will stay alert to their bodies ' condition .
A 4 5|||R:VERB|||are discovered|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||child|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 29 31|||R:NOUN:POSS|||body 's|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||are displayed|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||child|||REQUIRED|||-NONE-|||1
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB|||be|||REQUIRED|||-NONE-|||1

S On contrary , if the carrier is an adult , who has his own choice to choose whether to inform his or her relatives about the risk , that will be more complex .
A 0 1|||R:PREP|||In|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||contrast|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||is|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||responsible|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||In|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||contrast|||REQUIRED|||-NONE-|||1
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 22|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||their|||REQUIRED|||-NONE-|||1

S One may think that if the carrier is a caring person who loves his or her family more than himself , there is no doubt that he or she will tell his or her family about the issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||themself|||REQUIRED|||-NONE-|||1
A 26 27|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 27 28|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 28 29|||U:PRON||||||REQUIRED|||-NONE-|||1
A 31 32|||U:DET||||||REQUIRED|||-NONE-|||1
A 32 33|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 33 34|||R:DET|||their|||REQUIRED|||-NONE-|||1

S That is true and of course it is the obligation of a family member to protect and take care of the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Think of the other way , if a child of the family knows that he has the risk to become a genetic risk carrier , and the risk might as well inherit to his child in the future , his whole life will be in a dilenma .
A 0 1|||R:OTHER|||Let 's us look|||REQUIRED|||-NONE-|||0
A 1 2|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||another possibility|||REQUIRED|||-NONE-|||0
A 5 6|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 18 19|||R:PART|||of|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:FORM|||becoming|||REQUIRED|||-NONE-|||0
A 29 31|||R:OTHER|||be|||REQUIRED|||-NONE-|||0
A 31 32|||R:VERB|||passed|||REQUIRED|||-NONE-|||0
A 0 5|||R:OTHER|||Conversely|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 18 19|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||becoming|||REQUIRED|||-NONE-|||1
A 29 30|||R:ADV|||also|||REQUIRED|||-NONE-|||1
A 30 31|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB:FORM|||inherited|||REQUIRED|||-NONE-|||1
A 32 33|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 39 42|||R:OTHER|||he|||REQUIRED|||-NONE-|||1
A 46 47|||R:SPELL|||dilemma|||REQUIRED|||-NONE-|||1
A 47 47|||M:OTHER|||his whole life|||REQUIRED|||-NONE-|||1

S And of course , he or she will think of not having any child after getting married , and the same thought goes to the cousins as well .
A 0 3|||R:OTHER|||Thus|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||occurs|||REQUIRED|||-NONE-|||1

S As a result , the family generation stops by the moment the adult carrier announces his issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||line|||REQUIRED|||-NONE-|||1
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||problem|||REQUIRED|||-NONE-|||1

S In China , the older generation with traditional culture background , will always think of having more children as well as grandchildren , to make the family liven up and stronger .
A 8 9|||R:MORPH|||cultural|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||backgrounds|||REQUIRED|||-NONE-|||0
A 27 29|||R:VERB|||increase|||REQUIRED|||-NONE-|||0
A 30 30|||M:VERB|||grow|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||cultural|||REQUIRED|||-NONE-|||1
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 27 29|||R:OTHER|||more lively|||REQUIRED|||-NONE-|||1

S The reason behind is that after WOWII the population of China decreased dramatically and so the government encourage the people to give more birth .
A 1 1|||M:ADJ|||underlying|||REQUIRED|||-NONE-|||0
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||encouraged|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||children|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||this|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||WWII|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||encouraged|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||children|||REQUIRED|||-NONE-|||1

S During that period , if one of the family member reflects genetic disorder symptoms , he will fell in an ethical dilenma for sure .
A 9 10|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||was affected|||REQUIRED|||-NONE-|||0
A 11 11|||M:PREP|||by|||REQUIRED|||-NONE-|||0
A 16 18|||R:VERB|||faced|||REQUIRED|||-NONE-|||0
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||0
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||displayed|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||dilemma|||REQUIRED|||-NONE-|||1

S The medical treatment technology during that time is not advanced enough to completely cure him .
A 7 8|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1

S He has to choose whether to protect his family or make his family more prosperity with a potential generic risk .
A 1 2|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||prosperous|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||despite|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||prosperous|||REQUIRED|||-NONE-|||1
A 18 19|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1

S And so , he would have chosen not to undergo generic disorder testing and let the truth be mined forever .
A 18 19|||R:VERB|||hidden|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||buried|||REQUIRED|||-NONE-|||1

S This kind of ethical issue can not be judged by the others because they will not understand the position and duty of the carrier in the family .
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||provider|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S In conclude , people should think carefully of what is the consequences of telling the relatives his or her generic disorder issue .
A 1 3|||R:OTHER|||conclusion|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 16 16|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||conclusion|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||about|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 19 20|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 21 22|||U:NOUN||||||REQUIRED|||-NONE-|||1

S It is an obligation for a carrier to inform his relatives , but also an obligation for a family member to liven up the family .
A 21 23|||R:VERB|||develop|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||add|||REQUIRED|||-NONE-|||1
A 22 23|||R:PART|||to|||REQUIRED|||-NONE-|||1

S Regardlessly , if the disorder is rarely to be fatal , or it does not caused any inconvenience to the carrier , revealing the truth is always the right thing to do .
A 0 1|||R:PREP|||Despite|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ|||unlikely|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||cause|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Even|||REQUIRED|||-NONE-|||1
A 7 9|||U:VERB||||||REQUIRED|||-NONE-|||1
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||cause|||REQUIRED|||-NONE-|||1

S In my opinion , the carrier should tell his or her relatives about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S One of the reasons why is because as a carrier , she or he needs a mental support to go through with this situation .
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||that|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||moral|||REQUIRED|||-NONE-|||1
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||1

S It will be hard for an individual to deal with the issue on its own .
A 1 3|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 14 14|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||her|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||their|||REQUIRED|||-NONE-|||1

S By telling to his or her family other than being a support , they could possibly help her to get alternative solutions to the problem that she is facing right now .
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 29 31|||R:OTHER|||there and then|||REQUIRED|||-NONE-|||0
A 0 0|||M:PREP|||If|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 1 6|||R:OTHER|||tell their|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||find|||REQUIRED|||-NONE-|||1
A 26 27|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S Other than that , I believe that the stong bond we have with our family is the biggest pillar of support to the carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||strong|||REQUIRED|||-NONE-|||1

S Furthermore , as it is a genetic problem , it will be better for the carrier to inform his or her family as other family member might experience the same thing .
A 10 12|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||1

S By making sure that they are aware of this genetic problem , they could have a full check-up for themselves and it will be better if they could even prevent it from happening to themselves .
A 21 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||If|||REQUIRED|||-NONE-|||1
A 6 6|||M:VERB|||made|||REQUIRED|||-NONE-|||1
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 34 35|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S I find that it is important to inform especially if it is contagious , the carrier could prevent the disease from spreading out to the society .
A 13 15|||R:PUNCT|||. The|||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||think|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||family members ,|||REQUIRED|||-NONE-|||1
A 13 15|||R:PUNCT|||. The|||REQUIRED|||-NONE-|||1
A 22 23|||U:PART||||||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1

S For every action there is always pros and cons .
A 2 3|||R:NOUN|||decision|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S I believe that some of the carriers will choose to not reveal their disease to the family members as they do not want to make their family members worry and feel uncomfortable or even feel ostracized by them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 11|||R:WO|||not to|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 34 34|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1

S Furthermore , as it could incur spending a lots of money for the treatment , the carrier might not want to be the burden in her family .
A 8 9|||R:NOUN:NUM|||lot|||REQUIRED|||-NONE-|||0
A 22 23|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||involve|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 24 25|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 25 26|||R:DET|||their|||REQUIRED|||-NONE-|||1

S I could understand the feeling of the carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||1

S She or he does not want to be the source of unhappiness in thefamily .
A 13 14|||R:ORTH|||the family|||REQUIRED|||-NONE-|||0
A 13 14|||R:ORTH|||the family|||REQUIRED|||-NONE-|||1

S However , we will never know whether this negative effects will happen when the carrier decide to tell his or her family of the his or her condition .
A 7 8|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:SVA|||decides|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||arise|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||decides|||REQUIRED|||-NONE-|||1
A 22 23|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||1

S In conclusion , personally I feel that it is better for the carrier to inform her family members about the issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1

S The carrier should be honest with his or her feeling and I find that it is the right of the family member to know what is going on to his or her life .
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||think|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||1
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S If anything wrong happened to the carrier 's life , without informing the family members it could make a huge regret in their life if she leaves without them knowing about it .
A 17 18|||R:VERB|||cause|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||R:ADJ|||bad|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||happens|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||having informed|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||lead to|||REQUIRED|||-NONE-|||1
A 25 26|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:SVA|||leave|||REQUIRED|||-NONE-|||1

S On top of that , it is better to think about solutions for her problem with the family members as there are more heads to think about it rather than thinking about it alone and struggling on your own .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 37 38|||R:DET|||their|||REQUIRED|||-NONE-|||1

S In the end , I believe that the support in terms of mental or even monetary from your family could help the carrier to fight against the genetic disease .
A 16 16|||M:NOUN|||form|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||his|||REQUIRED|||-NONE-|||0
A 17 17|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||Finally|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||whether|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||financial ,|||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||1

S True enough that there are lots of cancer 's patient who were given second choice to live as a normal person as they have a strong mental support from their loved one .
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 9|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||patients|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||chances|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN:NUM|||ones|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||There|||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||patients|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||chance|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 21 22|||R:PREP|||because|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1
A 26 27|||R:ADJ|||moral|||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||ones|||REQUIRED|||-NONE-|||1

S In my opinion , as long as we keep our mind healthy and strong , we can fight any disease as they come to us when we are fragile and weak .
A 25 26|||R:OTHER|||even if|||REQUIRED|||-NONE-|||0
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 21|||R:PREP|||because|||REQUIRED|||-NONE-|||1

S As the techonology has been advancing , it has reached a stage whereby the advancement triggers some ethical dilemmas in relation to the acutual use of the techonology .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||actual|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||technology|||REQUIRED|||-NONE-|||1
A 4 6|||R:VERB:TENSE|||advanced|||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||actual|||REQUIRED|||-NONE-|||1
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||1
A 27 28|||R:SPELL|||technology|||REQUIRED|||-NONE-|||1

S Genetic testing has been made possible- it has become easy to tell if one is a carrier of a known genetic risk through genetic testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:ADJ|||possible|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||;|||REQUIRED|||-NONE-|||1

S If used for a good purpose , it can prevent unnecessary unhappiness , however , it could also make situation worse by revealing who the carrier is , in the family .
A 19 20|||R:NOUN:NUM|||situations|||REQUIRED|||-NONE-|||0
A 12 14|||R:PUNCT|||. However|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||1

S The question given is whether a carrier of a known genetic risk should be obligated to tell his or her relatives and I think that the carrier should not be obligated to do so because I belive that he or she has right not to know .
A 42 42|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 36 37|||R:SPELL|||believe|||REQUIRED|||-NONE-|||1
A 42 42|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Firstly , genetic testing is not something that is compulsory .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Of course , some people may do it to make their futures slightly happier , however , the carrier , before the testing , can choose not to go for the test and simply live with unknowns and accept the facts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 16|||R:PUNCT|||. However|||REQUIRED|||-NONE-|||1

S If he chooses to live in the uncertainty that the gene holds and willing to accept it , he could do that , and it has been something that is 'normal ' to everyone in the past as gentic testing was not possible .
A 13 13|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 38 39|||R:SPELL|||genetic|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 13 13|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 25 27|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 29 30|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 32 33|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 37 37|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 38 39|||R:SPELL|||genetic|||REQUIRED|||-NONE-|||1

S It could rather be better for him or her this way .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:ADV|||even|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||that|||REQUIRED|||-NONE-|||1

S Some people might say that it is a form of prevention of giving birth to disabled lives and making them suffer in real-life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||against|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||offspring|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||real life|||REQUIRED|||-NONE-|||1

S I personally think this ist he right purpose of going through the genetic testing , so that a family who can not afford to have a disabled kid do not have to give birth to their child and make the entire family suffer .
A 4 6|||R:ORTH|||is the|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||0
A 4 6|||R:ORTH|||is the|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||child|||REQUIRED|||-NONE-|||1

S However , I belive that the carrier has right not to obligate to tell anyone but has responsibility to take an action to prevent any ethical dilemma .
A 3 4|||R:SPELL|||believe|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||be obligated|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||believe|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||be obligated|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1

S If the result turned out something that the carrier can not accept then it would have been better not knowing the truth .
A 5 5|||M:VERB|||to be|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||turns|||REQUIRED|||-NONE-|||1
A 5 5|||M:VERB|||to be|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||to know|||REQUIRED|||-NONE-|||1

S I belive that even the carrier has the right not to know the true fact .
A 1 1|||M:ADV|||also|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||believe|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||truth|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||believe|||REQUIRED|||-NONE-|||1
A 13 14|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||1

S After realizing the he or she is tshe carrier , the emotional damage would be hard to bear .
A 1 2|||R:VERB|||discovering|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||he or she realizes|||REQUIRED|||-NONE-|||1
A 2 3|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||the|||REQUIRED|||-NONE-|||1

S It could possibly causes a problem in a family due to the fact and creates more unhappiness int the family .
A 3 4|||R:VERB:FORM|||cause|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:SVA|||create|||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||in|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||cause|||REQUIRED|||-NONE-|||1
A 9 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||cause|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||in|||REQUIRED|||-NONE-|||1

S Overall , I belive that it entirely depends on the carrier to share the hard facts and face it with relatives but he has no obligation to tell still .
A 3 4|||R:SPELL|||believe|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||up|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 23 23|||M:ADV|||still|||REQUIRED|||-NONE-|||0
A 28 29|||U:ADV||||||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||believe|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||whether|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 28 29|||U:ADV||||||REQUIRED|||-NONE-|||1

S In fact , I strongly think that the carrier should weigh both the positive and negative consequences of taking the genetic testing and tak an appropriate action to the results .
A 21 22|||R:MORPH|||test|||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||take|||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 27 28|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||believe|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||undergoing|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||take|||REQUIRED|||-NONE-|||1
A 24 25|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 27 28|||R:OTHER|||based on|||REQUIRED|||-NONE-|||1

S The emotional depression that the carrier might get and the sense of guilty can be more than expected and could be a burden in mind for the rest of the life .
A 12 13|||R:OTHER|||guilt|||REQUIRED|||-NONE-|||0
A 26 30|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||suffer|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||guilt|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 29 30|||R:DET|||their|||REQUIRED|||-NONE-|||1

S On the other hand , without knowing any genetic disorder and accepting the fact , the family will stay positive and work together to overcome the diability .
A 7 7|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||having to accept|||REQUIRED|||-NONE-|||0
A 25 26|||R:DET|||any|||REQUIRED|||-NONE-|||0
A 26 27|||UNK|||diability|||REQUIRED|||-NONE-|||0
A 7 7|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||disability|||REQUIRED|||-NONE-|||1

S I think the family will stay mentally healty as it is , without having emtional stress .
A 14 15|||R:SPELL|||emotional|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||healthy|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||emotional|||REQUIRED|||-NONE-|||1

S Debates have been around for years , that should a carrier for a known genetic risk be obligated to inform his or her relatives .
A 6 7|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 24 25|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||as|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||to whether|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 16 16|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1

S Any individual at risk for a disorder has the right to undergo genetic testing , but whether the results should be informed to others , especially close family or relatives , is the topic that worth discussing .
A 4 5|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 34 35|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||disclosed|||REQUIRED|||-NONE-|||1
A 29 29|||M:ADJ|||distant|||REQUIRED|||-NONE-|||1
A 32 33|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 34 35|||U:DET||||||REQUIRED|||-NONE-|||1

S This is an issue need to be addressed as family-related ethical dilemma is involved .
A 3 4|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1

S In this essay , few arguments will be pointed out in the support of view for any carrier of that known genetic risk to tell his or her relatives .
A 4 5|||R:OTHER|||some|||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||support the|||REQUIRED|||-NONE-|||0
A 13 14|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||put|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||forward|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 23 25|||R:VERB:FORM|||telling|||REQUIRED|||-NONE-|||1

S When we were born , we were surrounded by our family and relatives , with them welcoming us to this new world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1

S We were crying hard but we are not alone , it 's our family and relatives that grow us up .
A 6 7|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 9 11|||R:PUNCT|||. It|||REQUIRED|||-NONE-|||0
A 11 12|||R:CONTR|||is|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||bring|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 9 11|||R:PUNCT|||. It|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||bring|||REQUIRED|||-NONE-|||1

S Hence , they should be the people be grateful for and the people we would like to share the joy together .
A 7 7|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||we should|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||with|||REQUIRED|||-NONE-|||1

S However , in the case pertaining to any health issue or to the extent of serious disorder , it may seems no point of sharing but this involves more than just sharing of bad news .
A 18 19|||R:PRON|||there|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||seem|||REQUIRED|||-NONE-|||0
A 23 24|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 31 31|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 18 19|||R:PRON|||there|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||seem to be|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S One definitely has the right to disclose his or her health issues to anyone , but it 's also one 's responsibility to inform the family and close relatives .
A 17 19|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 29 30|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 5|||M:ADV|||not|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1
A 26 29|||U:OTHER||||||REQUIRED|||-NONE-|||1

S As the case of health issue is related to genetic risk , with keyword on " genetic " which highlights the risk of passing down the disorder to the next generation .
A 0 1|||R:ORTH|||as|||REQUIRED|||-NONE-|||0
A 3 6|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||the focus|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||If|||REQUIRED|||-NONE-|||1
A 1 4|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||the emphasis|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 24 25|||R:PART|||on|||REQUIRED|||-NONE-|||1

S Therefore , I would agree to that it 's obligated for a carrier of known genetic risk to tell his or her relatives to avoid any family-related ethical dilemma that could be raise up in the future .
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 31 33|||R:VERB|||emerge|||REQUIRED|||-NONE-|||0
A 33 34|||U:PART||||||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 9 10|||R:MORPH|||obligatory|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 31 33|||R:VERB|||arise|||REQUIRED|||-NONE-|||1
A 33 34|||U:PART||||||REQUIRED|||-NONE-|||1

S Despite one may argue that it 's still up to the individual to disclose such health issue or to bear it within him/herself , it 's certainly helpful to share with close relatives , for a proper discussion for solutions .
A 0 1|||R:PREP|||Although|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB|||to decide|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 26|||R:CONTR|||is|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||Although|||REQUIRED|||-NONE-|||1
A 12 12|||M:PREP|||whether|||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||keep|||REQUIRED|||-NONE-|||1
A 21 22|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 38 39|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S By doing so , one will feel less stressful in facing such disorder risk .
A 8 9|||R:ADJ|||stressed|||REQUIRED|||-NONE-|||0
A 12 13|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||of disorder|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ|||stressed|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||a health|||REQUIRED|||-NONE-|||1

S Relatives will certainly be supportive and show more caring towards the carrier of a known genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||care|||REQUIRED|||-NONE-|||1

S By informing them , the carrier is never alone in fighting the battle of such disorder risk .
A 13 14|||R:PREP|||against|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||As a result of|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||a health|||REQUIRED|||-NONE-|||1

S On top of that , as the genetic risk may pass down to next generation , thus it will involve more than just one family .
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1

S It is therefore I would agree for the obligation of telling the relatives of both parties when one is about to get married and have a plan for giving birth .
A 0 3|||U:OTHER|||Therefore|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||for this reason|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 9 10|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||tell|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 28 30|||R:OTHER|||raising a family|||REQUIRED|||-NONE-|||1

S This would avoid the rise of more family-related ethical dilemma .
A 9 10|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||incidence|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||1

S There are more intangible advantages that could support the stand of informing the relatives once the results are known after the test conducted .
A 22 22|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 22|||M:VERB:TENSE|||has been|||REQUIRED|||-NONE-|||1

S In conclusion , in order to avoid the family-related ethical dilemma , it is best for any carrier of known genetic risk to inform his/her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||1

S The benefits of doing so are able to outweigh its disadvantages .
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1

S More supports must be provided through different means to give better direction when one is standing of such junction whether should him/her to inform the relatives .
A 1 2|||R:NOUN:NUM|||support|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||a position and contemplating|||REQUIRED|||-NONE-|||0
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||support|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||guidance|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||someone|||REQUIRED|||-NONE-|||1
A 15 19|||R:OTHER|||deliberating|||REQUIRED|||-NONE-|||1
A 20 20|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 24 25|||R:DET|||their|||REQUIRED|||-NONE-|||1

S The decision to undergo genetic testing can only be made by the individual at risk for a disorder .
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S This is the common law in the society .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1

S However , it leads to a new problem that " should a carrier of a known genetic risk be obligated to tell his or her relatives ?
A 8 9|||R:OTHER|||:|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||can be summarised as|||REQUIRED|||-NONE-|||1

S " This issue has been discussed for a long time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , there is still a diversity of point of views among the people .
A 8 9|||R:NOUN:NUM|||points|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||points|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1

S Thus , we are going to identify the advantages and disadvantages of the issue which is " should or should not " .
A 14 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 22|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Firstly , I believe most of us will agree with the sentences below : " I will be anxious about my families when he or she told me that he or she was a carrier of a known genetic risk " .
A 11 12|||R:NOUN:NUM|||sentence|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB:TENSE|||tells|||REQUIRED|||-NONE-|||0
A 32 33|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||family member|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||if|||REQUIRED|||-NONE-|||1

S Frequently , the intention of the carriers does not want to tell their families are to continue their own life without the anxious of families .
A 7 8|||R:VERB|||is|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||family|||REQUIRED|||-NONE-|||0
A 21 25|||R:OTHER|||anxiety|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||reason|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||wanting|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 22 23|||R:MORPH|||anxiety|||REQUIRED|||-NONE-|||1
A 24 24|||M:DET|||their|||REQUIRED|||-NONE-|||1

S It is obvious that there will be better for one person to be worried than many .
A 4 5|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 5 7|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 4 5|||R:PRON|||it|||REQUIRED|||-NONE-|||1

S However , many of the carriers are not strong enough to overcome the challenges oneself .
A 14 15|||R:PRON|||themselves|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||on their own|||REQUIRED|||-NONE-|||1

S With the families ' support , there must be more energy to fight against with the demon .
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||1

S Demon is not easily to be defeated and it is required much of energy and psychological support .
A 0 1|||M:DET|||The demon|||REQUIRED|||-NONE-|||0
A 4 6|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||much energy|||REQUIRED|||-NONE-|||0
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The demon|||REQUIRED|||-NONE-|||1
A 4 6|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 9 11|||R:VERB:TENSE|||requires|||REQUIRED|||-NONE-|||1
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||1

S Families give you the courage and support which you can not retrieve by yourself .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||find|||REQUIRED|||-NONE-|||1

S That is the most essential elements to overcome the challenges .
A 5 6|||R:NOUN:NUM|||element|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||element|||REQUIRED|||-NONE-|||1

S Besides that , the risk of the known genetic is very serious that it can not be described .
A 9 9|||M:NOUN|||disease|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADV|||so|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||disorder|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADV|||so|||REQUIRED|||-NONE-|||1

S The seriousness can be larger than our imagination .
A 4 5|||R:ADJ|||worse|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADJ|||bigger|||REQUIRED|||-NONE-|||1

S Lying on the bed for the remaining life , and even die immediately , these are the consequences which we can not imagine .
A 5 6|||R:DET|||our|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||days|||REQUIRED|||-NONE-|||0
A 9 10|||R:CONJ|||or|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||dying|||REQUIRED|||-NONE-|||0
A 12 13|||R:ADV|||quickly|||REQUIRED|||-NONE-|||0
A 13 14|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||rest of your|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||dying|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S Families are our dearest in our life .
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 4 4|||M:NOUN|||people|||REQUIRED|||-NONE-|||1

S Without their concern and support , we are hard to stay until this time .
A 6 7|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 11 11|||M:ADJ|||alive|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||for for|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||a long|||REQUIRED|||-NONE-|||0
A 6 14|||UNK|||we are hard to stay until this time|||REQUIRED|||-NONE-|||1

S They play the important role in our life which can not be substituted .
A 2 3|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||an|||REQUIRED|||-NONE-|||1

S A known genetic risk can also affect our next generation critically .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 6|||M:ADV|||critically|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||1

S Therefore , it is our responsibility to tell the relatives to prevent the occurrence of undesired consequences .
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||our|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Generally , the clinic or hospital will not tell the carrier 's families without the agreement of carrier .
A 12 13|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1

S It is the ethic of staff in hospital to keep the secret of any patients .
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||staff|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1

S We can not blame them that they are liable to the undesired consequences .
A 5 6|||R:PREP|||if|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 13|||UNK|||We can not blame them that they are liable to the undesired consequences|||REQUIRED|||-NONE-|||1

S However , hospital can provide a councilor to advice the carrier about the action can be taken .
A 2 3|||R:NOUN:NUM|||hospitals|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||advise|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||counsellor|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||advise|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||that|||REQUIRED|||-NONE-|||1

S Therefore , this kind of circumstances will not be happened again and again .
A 2 3|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||0
A 8 10|||R:VERB:TENSE|||happen|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||circumstance|||REQUIRED|||-NONE-|||1
A 8 10|||R:VERB:TENSE|||happen|||REQUIRED|||-NONE-|||1

S It is a method that benefits two parties which is a win-win situation .
A 7 8|||R:OTHER|||which ,|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In conclusion , a carrier of a known genetic risk is encouraged to tell his or her relatives about the known genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , there may be some special case that is hard to be defined .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB:TENSE|||define|||REQUIRED|||-NONE-|||1

S Thus , advice from hospital plays the important role for this .
A 6 7|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Carrier is responsible to balance his or her own interest and the benefits of family and even society .
A 0 1|||M:DET|||A carrier|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||his|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The carrier|||REQUIRED|||-NONE-|||1
A 3 4|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:FORM|||balancing|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1

S It is a hard decision to make but with the most appropriate way , it will create great circumstances for the carrier and families in the future .
A 12 13|||R:NOUN|||behaviour|||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 24|||M:VERB|||will be created|||REQUIRED|||-NONE-|||0
A 27 27|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||by choosing|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||their family|||REQUIRED|||-NONE-|||1

S With the risk of being genetically disorder , many individuals have done the decision to undergo genetic testing .
A 4 5|||R:VERB|||having|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||genetic|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||made|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||having|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||genetic|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||made|||REQUIRED|||-NONE-|||1

S With the nature that the results will be known once the tests are done , each individual that is diagnosed to be a genetic risk carrier face an ethical problem : They should warn their relatives about the risking of being the same genetic risk carrier .
A 2 3|||R:NOUN|||fact|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB:SVA|||faces|||REQUIRED|||-NONE-|||0
A 31 33|||R:WO|||should they|||REQUIRED|||-NONE-|||0
A 46 47|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||knowledge|||REQUIRED|||-NONE-|||1
A 20 21|||R:PART|||as|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:SVA|||faces|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN|||dilemma|||REQUIRED|||-NONE-|||1
A 31 33|||R:WO|||should they|||REQUIRED|||-NONE-|||1
A 38 39|||R:MORPH|||risk|||REQUIRED|||-NONE-|||1
A 41 41|||M:OTHER|||a carrier of|||REQUIRED|||-NONE-|||1
A 45 47|||R:OTHER|||?|||REQUIRED|||-NONE-|||1

S Or they can choose to keep silent until the next carrier is diagnosed .
A 1 1|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In the view of my point , a carrier of a known genetic risk should not be obligated to tell his or her relatives , with the support of the following reasons .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 6|||R:WO|||my point of|||REQUIRED|||-NONE-|||0
A 6 6|||M:NOUN|||view|||REQUIRED|||-NONE-|||0
A 1 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN|||view|||REQUIRED|||-NONE-|||1
A 25 29|||R:OTHER|||for|||REQUIRED|||-NONE-|||1

S First of all , from the angle of human right , a genetic risk carrier should not be obligated to tell the truth to others .
A 9 10|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||point of view|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||1

S This diagnosis can be regarded as a kind of privacy to carriers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 10|||R:OTHER|||private matter|||REQUIRED|||-NONE-|||1

S They may do not want this truth to influence their life or want to keep it as a secret and do not others know about it .
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 11 12|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 20 21|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 22 22|||M:VERB|||let|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1
A 20 21|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 22 22|||M:VERB|||let|||REQUIRED|||-NONE-|||1

S This is reasonable since the exposure of the truth of being a carrier may make them be discriminated or sympothized by others which is not positive factors brought to their life .
A 14 15|||R:VERB|||cause|||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 18 18|||M:PREP|||against|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||pitied|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||iare|||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 18|||M:PREP|||against|||REQUIRED|||-NONE-|||1
A 19 20|||UNK|||sympothized|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S Seconly , the relatives of the carrier can also choose to do genetic testing regardless of the dignosis of the carrier .
A 0 1|||R:SPELL|||Secondly|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Secondly|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||undergo|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||diagnosis|||REQUIRED|||-NONE-|||1

S When people want to check whether they are genetic risk carriers , they can go and approach a doctor to consult about it .
A 20 21|||R:VERB|||ask|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If they do not want to think too much of it and view it as a trouble , they may just ignore the possibility .
A 9 10|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||problem|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||problem|||REQUIRED|||-NONE-|||1

S However , if a dignosed carrier is obligated to tell his or her relatives , the relatives will be forced to know their higher chance of being genetic risk carriers .
A 24 25|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||diagnosed|||REQUIRED|||-NONE-|||1

S This obeys their own willingness as in they have to accept the truth which may make their following life miserable .
A 1 9|||R:OTHER|||forces them|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||the rest of|||REQUIRED|||-NONE-|||0
A 17 18|||U:VERB||||||REQUIRED|||-NONE-|||0
A 1 2|||UNK|||obeys|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||wishes|||REQUIRED|||-NONE-|||1
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:ADJ|||subsequent|||REQUIRED|||-NONE-|||1

S Many people many argue that setting the obligation may help more people , who are the relatives of the carriers , save their lives with a larger opportunity because of the early diagnosis .
A 2 3|||R:SPELL|||may|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||establishing|||REQUIRED|||-NONE-|||0
A 24 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||may|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||establishing|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 24 28|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 30 31|||U:DET||||||REQUIRED|||-NONE-|||1

S However , this is not exactly true when other factors including psychological influence , social influence , are taken into consideration .
A 13 14|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S If one such relative is told that he or she may have higher risk of getting sick , he or she may have be scared about the unknown life , partners , spouse and colleagues may choose to leave , and many other situations may happen which means the relative 's life may be ruined .
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 22 23|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 28 30|||R:OTHER|||;|||REQUIRED|||-NONE-|||0
A 32 33|||R:NOUN:NUM|||spouses|||REQUIRED|||-NONE-|||0
A 43 44|||R:NOUN|||difficulties|||REQUIRED|||-NONE-|||0
A 45 46|||R:VERB|||emerge|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 22 23|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 27 29|||R:OTHER|||future|||REQUIRED|||-NONE-|||1
A 45 46|||R:OTHER|||arise ,|||REQUIRED|||-NONE-|||1

S On the other side , as stated above , a person who want to confirm and has been prepared to face the result can choose to do the genetic testing individually .
A 3 4|||R:NOUN|||hand|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||hand|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||1

S In a nutshell , a carrier of a known genetic risk should have their own right to decide whether to tell their relatives or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||summary|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||the|||REQUIRED|||-NONE-|||1

S This should be accepted from the point of human right , freedom of acceptance of relatives as well as many other social reasons .
A 9 10|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||of view|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||and for|||REQUIRED|||-NONE-|||1

S Otherwise , making it an obligation will restric the choice of carriers and bring a lot of confusion to their relatives .
A 7 8|||R:SPELL|||restrict|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||restrict|||REQUIRED|||-NONE-|||1

S For a carrier of genetic disorder to know the fact that he or she is a carrier , it causes more dilemma rather than getting the disorder .
A 6 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||knowing|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 23|||U:ADV||||||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||knowing|||REQUIRED|||-NONE-|||1
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 23|||U:ADV||||||REQUIRED|||-NONE-|||1

S I agree that a carrier of a known genetic risk is obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There are four reasons why people do n't have to be shy and share their problems regarding genetic disorder .
A 6 10|||R:OTHER|||should not|||REQUIRED|||-NONE-|||0
A 11 12|||R:ADJ|||scared|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1
A 8 10|||U:VERB||||||REQUIRED|||-NONE-|||1
A 13 13|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Firstly , the carrier and his or her family can take precautions , physically by actions to reduce the chance of it being inherited to offspring and , mentally if the action fails to prevent it being inherited .
A 12 13|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||through|||REQUIRED|||-NONE-|||1
A 24 25|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Many syndromes such as Down Syndrome and Taylor Syndrome can be prevented to happen if the mother undergo proper medication and do n't consume harmful goods during the pregnancy period .
A 12 13|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||undergoes|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||0
A 22 23|||R:CONTR|||not|||REQUIRED|||-NONE-|||0
A 24 24|||M:NOUN|||anything|||REQUIRED|||-NONE-|||0
A 25 26|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||occurring|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:SVA|||undergoes|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN|||foods|||REQUIRED|||-NONE-|||1

S This information may not be known by the mother if she does n't tell her relatives regarding her condition .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S More people ( relatives ) know her problem , more information channel is provided .
A 0 1|||M:DET|||The more|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||the bigger|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The more|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||channels|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S If all efforts have been made but the children still suffer from the syndrome then the family have to accept this fact and do whatever they can to bring a good environment for their children 's growth .
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 25 26|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB|||make|||REQUIRED|||-NONE-|||0
A 33 34|||R:DET|||its|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB|||provide|||REQUIRED|||-NONE-|||1

S This is not the parent 's fault because there is still chances of the gene being inherited .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S So , they have to also prepare mentally .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 6|||R:WO|||also have to|||REQUIRED|||-NONE-|||1

S Secondly , genetic diseases costs highly for the treatment and medication .
A 4 6|||R:OTHER|||are costly|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||cost|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||a great deal|||REQUIRED|||-NONE-|||1

S Albinism is one of the examples .
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||example|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The people with albinism have sensitive skin and it needs regular treatment .
A 0 2|||U:DET|||People|||REQUIRED|||-NONE-|||0
A 8 9|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||People|||REQUIRED|||-NONE-|||1

S Unlike people with high proportion of skin pigment , people with albinism is prone to sunburn and other skin diseases .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S If they do n't treat their body well , such as by using sunglasses or wearing sunscreen in outdoor , the chances are good that they will get skin problems that may also lead to cancer .
A 3 4|||R:CONTR|||not|||REQUIRED|||-NONE-|||0
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||outdoors|||REQUIRED|||-NONE-|||0
A 23 24|||R:ADJ|||high|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||for example ,|||REQUIRED|||-NONE-|||1
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1
A 18 19|||R:MORPH|||outdoors|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||there|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 24 24|||M:NOUN|||chance|||REQUIRED|||-NONE-|||1

S Once you suffer from cancer , the medication cost is very expensive .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||costs|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S To prevent the bigger problem to happen , it takes a lot of effort to take care of your body .
A 5 7|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 5 6|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1

S If the carrier does n't tell his or her relatives , it may be too late to get their support and prepare financially .
A 4 5|||R:CONTR|||not|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Thirdly , some diseases are not noticeable and may lead to serious health problems .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S One of the diseases is sickle cell trait .
A 2 3|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||anaemia|||REQUIRED|||-NONE-|||1

S Usually people are not aware if they carry the sickle cell gene and this may lead to circulatory problem such as blood blocking .
A 18 19|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||clotting|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||clots|||REQUIRED|||-NONE-|||1

S If the parents know that one of them is a carrier and disclose the information to their relatives then they can bring their children to undergo genetic testing and do n't need to be shy of it because it is for the sake of their children 's health .
A 12 13|||R:VERB:SVA|||discloses|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 32 33|||R:OTHER|||not|||REQUIRED|||-NONE-|||0
A 34 37|||R:OTHER|||scared|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||take|||REQUIRED|||-NONE-|||1
A 35 36|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S Fourthly , it is important for the parents to give mental boost for their children with genetic disorder .
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||encouragement|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||1

S When their children become teenagers , a lot of social problems may arise .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People and friends often mock of your conditions .
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN|||Strangers|||REQUIRED|||-NONE-|||1
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||condition|||REQUIRED|||-NONE-|||1

S A strong mental condition and conviction must be build from within and from the closest ones .
A 8 9|||R:VERB:FORM|||built|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||built|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||people|||REQUIRED|||-NONE-|||1

S If not their family then who else that are willing to do that ?
A 4 5|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||will|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||be|||REQUIRED|||-NONE-|||1

S It is not a heavy job for the family if they have prepare their mental first by disclosing the information of the probability that their children may suffer from the genetic disorder .
A 12 13|||R:VERB:FORM|||prepared|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||mentally|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADJ|||difficult|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||prepared|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||minds|||REQUIRED|||-NONE-|||1
A 20 21|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S In this modern world , the technologies were improved a lot compared with the last century .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||technology|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||has|||REQUIRED|||-NONE-|||1

S Particularly , in the medical field , there is a great improvement in many treatments for many formally incurable diseases , and genetic testing is one of the methods which were used to diagnose an individual at risk for a genetic disorder .
A 8 9|||R:VERB:TENSE|||has been|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 38 39|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||R:MORPH|||formerly|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 34 34|||M:PREP|||whether|||REQUIRED|||-NONE-|||1
A 36 36|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 38 39|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S The medical authorities claimed that only the individual who is at risk for a genetic disorder can make the decision to undergo genetic testing .
A 3 4|||R:VERB:TENSE|||claim|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||claim|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S However , once a test has been conducted and the results are known , a family-related ethical dilemma is born .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The question is whether a carrier of a known genetic risk should tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In my opinion , the carrier of a known genetic risk has to tell his or her relatives about this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is because his or her relatives have the right to know about this .
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As many people realize , a genetic disorder can be related to the carrier 's relatives , that is , one of the family members is at risk for a genetic disorder means that other family members also have almost the equally risk to have it , so this problem should be treated seriously by the family .
A 10 11|||R:VERB|||passed on|||REQUIRED|||-NONE-|||0
A 28 29|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 32 32|||M:DET|||which|||REQUIRED|||-NONE-|||0
A 39 41|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 41 42|||R:MORPH|||equal|||REQUIRED|||-NONE-|||0
A 46 48|||R:PUNCT|||. So|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||passed on|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||1
A 28 29|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 41 42|||R:ADJ|||same|||REQUIRED|||-NONE-|||1
A 43 44|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 44 45|||R:VERB:FORM|||having|||REQUIRED|||-NONE-|||1

S Every family member has their human right to know what is going on with them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||1

S If they do not even know that they are at risk for a genetic disorder , how can this explain their right ?
A 19 20|||R:VERB|||demonstrate|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 16 22|||UNK|||how can this explain their right|||REQUIRED|||-NONE-|||1

S For instance , John is informed by his doctor that he is at risk for a genetic disorder but he does not tell his sibling , James about this .
A 14 15|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Although telling James about this is horrible to some extent , he should know what will be likely to be going on for him .
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 17|||R:VERB|||might|||REQUIRED|||-NONE-|||0
A 17 18|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 19 21|||R:VERB|||happen|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 15 17|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 22 23|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S This might be beneficial for his future if he is aware of the risk of having this disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||1

S The next point is that telling relatives can raise their awareness of having the similar genetic disorder , preventing certain genetic disorders to affect themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 15|||R:ADJ|||same|||REQUIRED|||-NONE-|||1
A 22 23|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:FORM|||affecting|||REQUIRED|||-NONE-|||1
A 24 25|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S Genetic disorders are innate , but the great improvement of medical treatment makes it possible for humans to prevent the disorder or to reduce the negative effects of the disorder on themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 31 32|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S In addition , doctors usually quote a statement , " Prevention is better than curation " ; this gives us an idea that preventing a disorder to happen has far more advantages than curing it .
A 5 6|||R:VERB|||cite|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||dictum|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||cure|||REQUIRED|||-NONE-|||0
A 26 27|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||cure|||REQUIRED|||-NONE-|||1
A 26 27|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1

S Awareness of having a genetic disorder may help in diagnosing a genetic disorder for a person , and therefore , this may make the prevention of a certain disorder possible .
A 10 16|||R:OTHER|||it|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S For example , hypertension is partially due to genetic factors , but environmental factors also play an important role .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People who aware of having such disorder can prevent the disorder to happen by adapting a healthy lifestyle , including having a balanced diet and at least having exercise for 30 minutes every day .
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 12|||R:OTHER|||it|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB|||doing|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 11 12|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||developing|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||adopting|||REQUIRED|||-NONE-|||1
A 25 28|||R:WO|||having at least|||REQUIRED|||-NONE-|||1
A 28 30|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 32 32|||M:OTHER|||of exercise|||REQUIRED|||-NONE-|||1

S To sum up , a carrier of a known genetic risk should be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is their human right to know about that , and this may also save their lives by preventing the disorder to happen .
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||0
A 21 22|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||1
A 21 22|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||developing|||REQUIRED|||-NONE-|||1

S Together with the advancement of technology over past decades,medical advancement has increased exponentially and further enhancements are still constantly upgrading.Empower doctors with advance medical knowledge,doctors are able to diagnose and undergo genetic testing for patients to help them prevent and take necessary steps to protect their life.However , once a test has been conducted and the results are known,a question of disclosing the results to his or her relatives become a challenging issue to both patient and doctor.In my opinion,I feel the strong urge to support the obligation to inform patient relatives .
A 19 20|||R:OTHER|||evolving . By empowering|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB|||conduct|||REQUIRED|||-NONE-|||0
A 37 38|||U:PRON||||||REQUIRED|||-NONE-|||0
A 39 39|||M:NOUN|||illness|||REQUIRED|||-NONE-|||0
A 58 59|||R:OTHER|||known,the|||REQUIRED|||-NONE-|||0
A 69 70|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||0
A 80 85|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 90 91|||R:NOUN:POSS|||patients '|||REQUIRED|||-NONE-|||0
A 7 8|||R:ADJ|||recent|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN|||progress|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||being added . Empowered|||REQUIRED|||-NONE-|||1
A 22 23|||R:MORPH|||advanced|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB|||carry out|||REQUIRED|||-NONE-|||1
A 39 39|||M:NOUN|||illness|||REQUIRED|||-NONE-|||1
A 41 41|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 58 59|||R:OTHER|||known,the|||REQUIRED|||-NONE-|||1
A 65 68|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 69 70|||R:MORPH|||becomes|||REQUIRED|||-NONE-|||1
A 73 74|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 77 78|||R:NOUN|||doctor.I|||REQUIRED|||-NONE-|||1
A 78 80|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 81 82|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 90 91|||R:NOUN:POSS|||patients '|||REQUIRED|||-NONE-|||1

S As it is a genetic risk,the patient next-of-skin might have a high chance of carrying the risk,hence the need to inform their relatives is important so that necessary prevention actions could be taken before unforeseen circumstances might occur.For example,if you are the only child in a family and unfortunately,you are suffering from a genetic disease that the genetic trait might be passed on to your next generation if you have a child,hence by letting your family members aware of the situation,it would lessen family stresses and suffering on forcing you to settle down and have children.However , social ethic issues like discrimination and privacy are biggest concerns and potential barriers to enforce patients or doctors to disclose information to patients relatives.It challenges the confidentiality and privacy principles.Currently , under the Health Insurance Portability and Accountability Act of 1996 ( HIPAA ) in the United States,there is no legal obligation requirement to disclose information to relatives,it is up to the patient 's wish to disclose to their family members.Early disclosement to family members brings in positive reaction and prevention,as in the case of Angelina Jolie,she chose to disclose information and underwent treatment to reduce the risk of breast cancer significantly to under five percent.I still can recall her reason for disclosing her own story was that she does not want to live under the shadow of cancer .
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 28 29|||R:MORPH|||preventive|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 55 56|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 71 72|||R:OTHER|||child . Hence|||REQUIRED|||-NONE-|||0
A 73 74|||R:VERB|||making|||REQUIRED|||-NONE-|||0
A 81 82|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 84 85|||R:NOUN|||pressure|||REQUIRED|||-NONE-|||0
A 87 88|||U:PREP||||||REQUIRED|||-NONE-|||0
A 98 99|||R:MORPH|||ethical|||REQUIRED|||-NONE-|||0
A 105 105|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 107 110|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 110 112|||R:VERB|||forcing|||REQUIRED|||-NONE-|||0
A 120 120|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||0
A 120 121|||R:OTHER|||relatives.These|||REQUIRED|||-NONE-|||0
A 121 122|||R:VERB:SVA|||challenge|||REQUIRED|||-NONE-|||0
A 122 123|||U:DET||||||REQUIRED|||-NONE-|||0
A 148 149|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 154 155|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 155 155|||M:OTHER|||; it|||REQUIRED|||-NONE-|||0
A 162 167|||R:OTHER|||.|||REQUIRED|||-NONE-|||0
A 167 168|||R:OTHER|||.Early|||REQUIRED|||-NONE-|||0
A 174 174|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 177 177|||M:VERB|||facilitates|||REQUIRED|||-NONE-|||0
A 177 178|||R:NOUN|||prevention|||REQUIRED|||-NONE-|||0
A 178 178|||M:OTHER|||. As|||REQUIRED|||-NONE-|||0
A 183 184|||R:NOUN|||Jolie|||REQUIRED|||-NONE-|||0
A 184 184|||M:PRON|||who|||REQUIRED|||-NONE-|||0
A 203 205|||R:WO|||can still|||REQUIRED|||-NONE-|||0
A 213 213|||M:OTHER|||; It|||REQUIRED|||-NONE-|||0
A 216 217|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||0
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||next-of-kin|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||risk . Hence ,|||REQUIRED|||-NONE-|||1
A 28 29|||R:MORPH|||preventative|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN|||measures|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 36 38|||R:OTHER|||arise.For|||REQUIRED|||-NONE-|||1
A 48 48|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 55 56|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 64 65|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 71 72|||R:OTHER|||child . Hence ,|||REQUIRED|||-NONE-|||1
A 73 74|||R:VERB|||making|||REQUIRED|||-NONE-|||1
A 80 81|||R:OTHER|||situation,you|||REQUIRED|||-NONE-|||1
A 87 88|||R:OTHER|||owing to their|||REQUIRED|||-NONE-|||1
A 98 99|||R:MORPH|||ethical|||REQUIRED|||-NONE-|||1
A 105 105|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 111 112|||R:VERB|||forcing|||REQUIRED|||-NONE-|||1
A 120 120|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1
A 122 123|||U:DET||||||REQUIRED|||-NONE-|||1
A 149 150|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 154 155|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||1
A 155 155|||M:OTHER|||. It|||REQUIRED|||-NONE-|||1
A 160 160|||M:PRON|||what|||REQUIRED|||-NONE-|||1
A 160 161|||R:NOUN:POSS|||they|||REQUIRED|||-NONE-|||1
A 168 169|||R:SPELL|||disclosure|||REQUIRED|||-NONE-|||1
A 173 174|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 183 184|||R:NOUN|||Jolie|||REQUIRED|||-NONE-|||1
A 184 184|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 184 184|||M:PRON|||She|||REQUIRED|||-NONE-|||1
A 221 222|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S However,there are still people against the decision of revealing private information.As in the case of Alzheimer patients,it is up to the patient 's own choice to disclose information.However,research has shown that doctors have tried to interpret who,how and whom will Alzheimer disease be disclosed to minimise potential negative impact to families members ( DementiaToday,2012 ) .There are associations provide helps to Alzheimer patients like Alzheimer 's Association ( Alzheimer 's Association,1980 ) .Although there are still thousand of genetic risk diseases out there that might not be receiving all helps and supports from everyone,the needs to receive immediate understanding and support from family members is an utmost help that patients need in their difficult time .
A 36 37|||R:ADV|||how|||REQUIRED|||-NONE-|||0
A 38 38|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 39 40|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 46 46|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 50 51|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||0
A 58 58|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 59 60|||R:MORPH|||help|||REQUIRED|||-NONE-|||0
A 64 64|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 72 73|||R:OTHER|||.However ,|||REQUIRED|||-NONE-|||0
A 76 77|||R:MORPH|||thousands|||REQUIRED|||-NONE-|||0
A 78 78|||M:OTHER|||people with|||REQUIRED|||-NONE-|||0
A 88 89|||R:OTHER|||enough|||REQUIRED|||-NONE-|||0
A 89 90|||R:NOUN:NUM|||help|||REQUIRED|||-NONE-|||0
A 91 92|||R:NOUN:NUM|||support|||REQUIRED|||-NONE-|||0
A 93 94|||R:OTHER|||these organizations . Therefore|||REQUIRED|||-NONE-|||0
A 94 95|||R:MORPH|||need|||REQUIRED|||-NONE-|||0
A 105 106|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 106 108|||R:OTHER|||minimum|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||who are|||REQUIRED|||-NONE-|||1
A 7 8|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||reveal|||REQUIRED|||-NONE-|||1
A 16 16|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 18 20|||U:PREP||||||REQUIRED|||-NONE-|||1
A 36 37|||R:ADV|||how|||REQUIRED|||-NONE-|||1
A 38 38|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 39 40|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 41 41|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 42 42|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 49 50|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 50 51|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||1
A 58 58|||M:PRON|||who|||REQUIRED|||-NONE-|||1
A 59 60|||R:MORPH|||help|||REQUIRED|||-NONE-|||1
A 62 62|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 63 63|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 64 64|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 76 77|||R:MORPH|||thousands|||REQUIRED|||-NONE-|||1
A 78 78|||M:OTHER|||people with|||REQUIRED|||-NONE-|||1
A 79 80|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 88 89|||U:DET||||||REQUIRED|||-NONE-|||1
A 89 90|||R:NOUN:NUM|||help|||REQUIRED|||-NONE-|||1
A 91 92|||R:NOUN:NUM|||support|||REQUIRED|||-NONE-|||1
A 94 95|||R:NOUN:NUM|||need|||REQUIRED|||-NONE-|||1
A 105 106|||R:DET|||the|||REQUIRED|||-NONE-|||1

S In conclusion,the state should have passed a legal bill to measure and provide information to doctors that till which extend should a doctor opt to reveal to relatives members about the genetic disease and in which situations it is open to patient 's decision.In addition,the state could also encourage to create assistance schemes to aid necessary help to needy patients to encourage them to open up for the benefit of own and family members.Although it may face challenges from social ethic issues,in a long term,with appropriate encouragement and aid from the government,more individuals would have a different view of acceptance and take appropriate measurements to protect their own health and their loved ones .
A 4 6|||R:VERB:TENSE|||pass|||REQUIRED|||-NONE-|||0
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 24|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 24 26|||UNK|||to reveal|||REQUIRED|||-NONE-|||0
A 26 27|||U:PREP||||||REQUIRED|||-NONE-|||0
A 28 28|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 41 41|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 54 55|||UNK|||aid|||REQUIRED|||-NONE-|||0
A 66 67|||U:PREP||||||REQUIRED|||-NONE-|||0
A 67 68|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 69 71|||R:OTHER|||themselves|||REQUIRED|||-NONE-|||0
A 72 72|||M:DET|||their|||REQUIRED|||-NONE-|||0
A 74 75|||R:PRON|||there|||REQUIRED|||-NONE-|||0
A 76 77|||R:VERB|||be|||REQUIRED|||-NONE-|||0
A 80 81|||R:MORPH|||ethical|||REQUIRED|||-NONE-|||0
A 82 83|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 4 6|||R:VERB:TENSE|||pass|||REQUIRED|||-NONE-|||1
A 16 20|||UNK|||that till which extend|||REQUIRED|||-NONE-|||1
A 20 23|||R:WO|||a doctor should|||REQUIRED|||-NONE-|||1
A 25 27|||R:OTHER|||inform|||REQUIRED|||-NONE-|||1
A 28 29|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 38 39|||R:VERB:TENSE|||should be|||REQUIRED|||-NONE-|||1
A 39 40|||R:OTHER|||left|||REQUIRED|||-NONE-|||1
A 41 41|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 49 50|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 50 51|||R:OTHER|||creation of|||REQUIRED|||-NONE-|||1
A 54 55|||R:VERB|||offer|||REQUIRED|||-NONE-|||1
A 55 55|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 58 59|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 67 70|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 71 71|||M:NOUN|||benefit|||REQUIRED|||-NONE-|||1
A 72 72|||M:OTHER|||for that of|||REQUIRED|||-NONE-|||1
A 80 81|||R:MORPH|||ethical|||REQUIRED|||-NONE-|||1
A 82 83|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 103 104|||R:MORPH|||measures|||REQUIRED|||-NONE-|||1
A 110 110|||M:OTHER|||that of|||REQUIRED|||-NONE-|||1

S Nowadays , the study in the genetic field has gone further and further due to the high-velocity technological advancement .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||of genetics|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||progressed|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||high velocity|||REQUIRED|||-NONE-|||0
A 17 17|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||studies|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||going|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1

S Not long ago , the human genome project sponsored by several large multinational corporations ( MNCs ) has been started .
A 17 19|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 19|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1

S In comparison , in the field of genetic testing which enables people to be aware of the risk of a possible genetic disorder , as the technology has been very mature already , an even more popular topic arises .
A 1 2|||R:NOUN|||addition|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB|||can|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||find|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 27 29|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 30 31|||R:ADJ|||advanced|||REQUIRED|||-NONE-|||0
A 32 33|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 33 39|||UNK|||an even more popular topic arises|||REQUIRED|||-NONE-|||0
A 0 2|||UNK|||In comparison|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 27 29|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1

S While most people agree that each individual has his own right to decide whether to undergo a genetic test or not , they have different stands in whether it is the patient 's responsibility or freedom to share the result with his or her relatives .
A 9 10|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 26 27|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 34 36|||UNK|||or freedom|||REQUIRED|||-NONE-|||0
A 26 27|||R:PREP|||regarding|||REQUIRED|||-NONE-|||1
A 34 36|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In my opinion , the patients , which are carriers of some known genetic risk are supposed to share the truth with their family members .
A 7 8|||R:PRON|||who|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||obliged|||REQUIRED|||-NONE-|||0
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 7 8|||R:PRON|||who|||REQUIRED|||-NONE-|||1
A 15 18|||R:VERB|||should|||REQUIRED|||-NONE-|||1

S Admittedly , it is a social obligation to be responsible for the life of other people .
A 0 3|||U:OTHER|||It|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S To the whole society , it is a duty .
A 0 1|||R:PREP|||For|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||For|||REQUIRED|||-NONE-|||1

S Take H1N1 as an example , all the people in Singapore including students at school , travelers at the Changi Airport , workers in the office as well as passengers on the street are forced by law to take their temperature and report the result to the relevant government authority in charge .
A 33 33|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 7|||R:PUNCT|||. All|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||offices|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN|||pedestrians|||REQUIRED|||-NONE-|||1
A 33 33|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S To those family members who care about them , it is also a moral obligation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||For|||REQUIRED|||-NONE-|||1

S How can they not tell their loved ones who they really are and get their loved ones in danger ?
A 13 14|||R:VERB|||put|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||put|||REQUIRED|||-NONE-|||1

S The basis of a family is that everyone trusts and love each other with no doubts .
A 10 11|||R:VERB:SVA|||loves|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||loves|||REQUIRED|||-NONE-|||1

S Without trust and love , there is no difference between a family and a bunch of strangers living together .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Hence , it is essential to tell their family members about the risk of their genetic disorder both as a social responsibility and a favor to conserve the family basis .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 23 23|||M:PREP|||as|||REQUIRED|||-NONE-|||1
A 29 30|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Moreover , telling their family members the truth is the fastest and easiest way to get their support .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1

S Without the support of loved ones , patients ' life is no better than death .
A 9 10|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S Family members , as one the closest group of people from whom they can get comfort , is a crucial factor for them to successfully get over any possible troubles as a result of genetic disorder .
A 2 4|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||groups|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||patients|||REQUIRED|||-NONE-|||0
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 19 22|||R:OTHER|||help|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||groups|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||patients|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN|||problems|||REQUIRED|||-NONE-|||1

S A study of New York University in 2010 shown that patients with family members around generally recovers 2-4 days faster than those taken care by professional nurses .
A 8 9|||R:VERB:FORM|||shows|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:SVA|||recover|||REQUIRED|||-NONE-|||0
A 24 24|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 2 3|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||showed|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:SVA|||recover|||REQUIRED|||-NONE-|||1
A 24 24|||M:PREP|||of|||REQUIRED|||-NONE-|||1

S Even for those patients with terminal diseases , the duration of their survival is 30 % longer due to the family support .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1

S Some people may say that telling the truth may arise some unnecessary doubts and panics which will endanger the family harmony .
A 9 10|||R:VERB|||create|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||panic|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB|||give|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||rise|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1

S While every family need to go through this or that kind of troublesome situations , the more troubles that a family has gone through together , the greater bond will be established between the family members as well as the greater amount of trust , love and understanding .
A 0 1|||R:OTHER|||However ,|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB|||can|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||situation|||REQUIRED|||-NONE-|||0
A 14 16|||R:PUNCT|||. The|||REQUIRED|||-NONE-|||0
A 28 28|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 29 29|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 41 41|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||situation|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||problems|||REQUIRED|||-NONE-|||1
A 28 28|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 31 32|||U:VERB||||||REQUIRED|||-NONE-|||1

S Hence , for a family in which every member is truly believing in each other and loving each other ,all these troubles are just testaments to make them stronger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||believes|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:FORM|||loves|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||problems|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||tests|||REQUIRED|||-NONE-|||1

S Just as the lyrics of Kelly Clarkson , what does n't kill you make you stronger .
A 0 2|||R:OTHER|||In|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||words|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||0
A 1 1|||M:PREP|||like|||REQUIRED|||-NONE-|||1
A 1 2|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||1

S Being in Asian society where genetic testing is not a common practice , I do think that it is the choice of the patient whether he or she wants to tell his or her relatives about his or her disease .
A 2 2|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The courage to take the genetic testing and yet to inform their relatives about the risk that they may have may result in people being judgmental while actually it is just a risk and not a confirmed case .
A 6 7|||R:MORPH|||test|||REQUIRED|||-NONE-|||0
A 20 20|||M:NOUN|||something|||REQUIRED|||-NONE-|||0
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||1
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 28 28|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Furthermore , since it is the person 's gene that is affected , he has the right to determine with whom he wants to share the information with .
A 27 28|||U:PREP||||||REQUIRED|||-NONE-|||0
A 27 28|||U:PREP||||||REQUIRED|||-NONE-|||1

S Nevertheless , while I fell that a carrier should not be obligated to tell his or her relatives about the genetic risk , I would like to suggest the person to at least share the information with her or his potential partner ( husband or wife ) since the individual 's genetic risk may affect their future children .
A 4 5|||R:VERB|||feel|||REQUIRED|||-NONE-|||0
A 28 28|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||feel|||REQUIRED|||-NONE-|||1
A 22 23|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 30 31|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 33 34|||R:VERB:SVA|||shares|||REQUIRED|||-NONE-|||1
A 47 47|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Many people in our society are not well informed about many genetic diseases and many of them will most likely to judge or at least differentiate those who have genetic diseases since they feel that the patients are abnormal or 'weird' .
A 20 21|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB|||distinguish|||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB|||be|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||discriminate against|||REQUIRED|||-NONE-|||1
A 31 31|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S This is because many relate genetic diseases to those such as Bubble-Boy disease , autism or down-syndrome .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||others|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||Down 's|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||syndrome|||REQUIRED|||-NONE-|||1

S In those diseases , many who are affected do actually have different physical characteristics compared to those without the genetic diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S While we do know that we should not discriminate them based on their limitations , many people still do it with or without them realizing it .
A 9 9|||M:PREP|||against|||REQUIRED|||-NONE-|||0
A 23 24|||R:PRON|||their|||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||against|||REQUIRED|||-NONE-|||1

S In this particular case , we are discussing about whether a person should tell his relatives about him having a RISK of a particular genetic disease .
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 20 21|||R:ORTH|||risk|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1
A 17 18|||R:PRON|||their|||REQUIRED|||-NONE-|||1

S It is normal for people to demand for a fair and similar treatment as the others and therefore it is normal for people to try to keep some of their secrets or personal issues to themselves in case some people judge them or treat them differently.Many people really love to hear what they want to hear and therefore they may just ignore the word 'risk ' and assume that the person has suffered from the disease .
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 71 73|||R:OTHER|||is the only one suffering|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 45 46|||R:ORTH|||differently . Many|||REQUIRED|||-NONE-|||1
A 57 57|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 58 58|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S To prevent that from happening , I do feel that it is up to the person whether he wants to share the information with his family since his family may either be paranoid or judge him and act differently .
A 31 32|||R:VERB|||become|||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Especially when it is just a risk , the option is really his since he is not an actual sufferer .
A 7 9|||R:PUNCT|||. The|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S There may be some people who say that it is necessary to tell the family members about the risk since some of them may be affected , while I do think that this view has a point , how much you can trust your family regarding this issue may also be a case .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 28|||R:PUNCT|||. While|||REQUIRED|||-NONE-|||1
A 35 36|||R:DET|||some|||REQUIRED|||-NONE-|||1
A 36 37|||R:NOUN|||validity|||REQUIRED|||-NONE-|||1

S May be we can trust our immediate family members but can we really trust all the other relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||R:ORTH|||Maybe|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Furthermore , since the genetic risk or genetic disease is a very personal case , it is up to the person 's call to tell the relatives about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 21 22|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||whether|||REQUIRED|||-NONE-|||1

S However , as I said earlier , it is better for the person to at least tell about the potential risk to his or her future partner since his genetic risk may affect his children later .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 17 22|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 27 27|||M:OTHER|||about the potential risk ,|||REQUIRED|||-NONE-|||1

S This information needs to be at least acknowledged by the other party before they make the decision to get married and have children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There may be possibilities when both the husband and wife are carriers and therefore they should not have any child since their child may not be able to survive even after they are born .
A 29 30|||U:ADV||||||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||possibility|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||1

S Or in a less extreme case , the child may be disabled .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This piece of information does play a role in family planning matters , therefore although no one is obliged to tell about their genetic risk to anyone , it should be encouraged to tell it to their future partner .
A 33 34|||R:VERB|||disclose|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 12 14|||R:WO|||Therefore ,|||REQUIRED|||-NONE-|||1
A 21 21|||M:NOUN|||anyone|||REQUIRED|||-NONE-|||1
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 29|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 34 36|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In conclusion , whether or not the carrier wants to tell his relatives regarding his genetic risk , the choice is his because it is his own gene and he has the full right of it .
A 33 34|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||0
A 34 35|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 33 34|||R:NOUN|||ownership|||REQUIRED|||-NONE-|||1

S He may have different considerations other than due to the judging people or may result in making his family worry for nothing when thinking of whether he should tell it to his relatives , and no matter what choice he makes , we need to respect it and we have no right in saying that he must tell his relatives about it .
A 5 6|||R:ADJ|||such|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||disclosing|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||those|||REQUIRED|||-NONE-|||0
A 10 10|||M:PRON|||who|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||might judge|||REQUIRED|||-NONE-|||0
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 12|||UNK|||other than due to the judging people|||REQUIRED|||-NONE-|||1
A 13 13|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 34 35|||R:CONJ|||but|||REQUIRED|||-NONE-|||1
A 52 53|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 53 54|||R:VERB:FORM|||say|||REQUIRED|||-NONE-|||1

S We all know that life is priceless and we have no right to judge a person 's death .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S With the improvements of technology , a new life with genetic risk can be detected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Genetic refers the chance of inheriting a disorder or disease .
A 1 1|||M:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 2 2|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 1 1|||M:NOUN|||risk|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||to|||REQUIRED|||-NONE-|||1

S Therefore an entirely new dilemma is born : should a carrier of a known genetic risk be obligated to tell his or her relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S This essay will discuss the reasons why the relatives are obligated to be informed that their children have genetic risk .
A 9 11|||R:VERB|||need|||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 18 18|||M:DET|||a|||REQUIRED|||-NONE-|||1

S One of the reasons that the parents should be informed is that they have to decide whether they are capable to raise a child with genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 20 21|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||raising|||REQUIRED|||-NONE-|||1
A 25 25|||M:DET|||a|||REQUIRED|||-NONE-|||1

S The child with genetic risk may not have the ability to work , to build up the family with the others and most of the time they are not acceptable for the majority .
A 14 16|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 18 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 29 30|||R:MORPH|||accepted|||REQUIRED|||-NONE-|||0
A 30 31|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 13 13|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 30 31|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S They may not able to enjoy a normal people can enjoy .
A 3 4|||R:OTHER|||be|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||life|||REQUIRED|||-NONE-|||0
A 9 10|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 3 3|||M:VERB|||be|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN|||life|||REQUIRED|||-NONE-|||1

S This competitive world is cruel to those are not able to survive .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:PRON|||who|||REQUIRED|||-NONE-|||1

S Parents and relatives have to work longer than expected and endlessly to foster their child if he/she is not able to foster himself/herself .
A 21 22|||R:OTHER|||care for|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||care for|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||look after|||REQUIRED|||-NONE-|||1

S The situation may become worst if the child has diseases like cancer or heart disease , which means that parents have another heavy baggage named medication fees .
A 4 5|||R:ADJ:FORM|||worse|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||:|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADJ:FORM|||worse|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||burden|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB|||called|||REQUIRED|||-NONE-|||1

S Not only the child but also the entirely family will suffer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||entire|||REQUIRED|||-NONE-|||1

S It is still early for parents to decide whether they can foster a new life that are not able to work and may suffer the pain in the entire life .
A 16 17|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 26 27|||R:PREP|||throughout|||REQUIRED|||-NONE-|||0
A 27 28|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||take care of|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1
A 26 27|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 27 28|||R:DET|||their|||REQUIRED|||-NONE-|||1

S The other reason that parents should know the baby they have is a carrier of genetic risk is for a nation 's good .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There are always newspaper report that a new born baby has be abandoned at hospital after they realized the baby have diseases that need a huge amount of money to secure .
A 4 5|||R:NOUN:NUM|||reports|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||reports|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||been|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||parents|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB|||treat|||REQUIRED|||-NONE-|||1

S For the countries like Singapore , they are short of manpower to contribute to the nation .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||, this is a problem because|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1

S However , every year the government has to spend a lot to help the disables such as medical subsidizes and builds up special schools to educate them .
A 14 15|||R:MORPH|||disabled|||REQUIRED|||-NONE-|||0
A 20 22|||R:VERB|||building|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||disabled|||REQUIRED|||-NONE-|||1
A 17 17|||M:PREP|||through|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||subsidies|||REQUIRED|||-NONE-|||1
A 20 22|||R:VERB|||building|||REQUIRED|||-NONE-|||1

S Without increasing number of disables in a nation , the government is able to concentrate to develop in other ways like military and education .
A 2 3|||R:NOUN:NUM|||numbers|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||disabled|||REQUIRED|||-NONE-|||0
A 5 5|||M:NOUN|||people|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||areas|||REQUIRED|||-NONE-|||0
A 21 21|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 4 5|||R:MORPH|||disabled|||REQUIRED|||-NONE-|||1
A 5 5|||M:NOUN|||people|||REQUIRED|||-NONE-|||1
A 15 16|||R:PART|||on|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:FORM|||developing|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||directions|||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||the|||REQUIRED|||-NONE-|||1

S As citizens of a nation , they have the responsibility to support their country in many ways .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Moreover , in the world we are living today , many miscarriages conducted in hospital every day .
A 12 13|||R:VERB|||occur|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||abortions are|||REQUIRED|||-NONE-|||1

S It is easier for people to accept it morally .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Therefore I believe the parents have their right to know the healthiness of their child .
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||health|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S Many people may support with a theory that every people have their right to enjoy the world , especially people with religions .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||person|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||all|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||1

S However , the problem is , will the people really enjoy their life if they have to stay at hospital everyday and with all the needles and endless pain ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 18 19|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 20 21|||R:ORTH|||every day|||REQUIRED|||-NONE-|||1

S Parents know what the best is for their children , thus they will make a right decision after they have be informed .
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||been|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 4 6|||R:WO|||is best|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:FORM|||been|||REQUIRED|||-NONE-|||1

S Also , human being should improve the medical field in order to prevent the tragedy happen .
A 3 4|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||0
A 15 15|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1

S I think a carrier of a known genetic risk should not be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Genetic testing is a personal choice .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S One should have the full control of his/her information and it is his/her right to decide whether or not to disclose it to some one else .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||A person|||REQUIRED|||-NONE-|||1
A 23 25|||R:ORTH|||someone|||REQUIRED|||-NONE-|||1

S As far as I am concerned , when a couple are going to have babies , they are going to run a few tests and see whether their could have some genetic diseases .
A 27 28|||R:SPELL|||there|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB|||be|||REQUIRED|||-NONE-|||0
A 0 8|||U:OTHER|||When|||REQUIRED|||-NONE-|||1
A 17 20|||U:VERB||||||REQUIRED|||-NONE-|||1
A 27 28|||R:PRON|||they|||REQUIRED|||-NONE-|||1

S The results are disclosed to husbands and wifes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:INFL|||wives|||REQUIRED|||-NONE-|||1

S This is not the case I am talking about here .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The most obvious reason for those who argue for this opinion is that the relatives of the carrier are at high risk of carrying these diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S They have the right to know whether they are at risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Also , telling them the result can let them largely reduce the cost for multiple testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||allow|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||to greatly|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S They can also take immediate measures to reduce the possibility of having this disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If person has a disease C that might be a result of gene A .
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||1

S He runs a test and know that he has the gene AA .
A 5 6|||R:VERB|||finds out|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||can run|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||find out|||REQUIRED|||-NONE-|||1

S This means both of his parents has gene A and they are both under high risk of having disease C. They could save the cost of runing two separate tests to see whether they are under high risk of having disease C. If he runs a test and know that he has the gene Aa .
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB:INFL|||running|||REQUIRED|||-NONE-|||0
A 48 49|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||0
A 55 56|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:INFL|||running|||REQUIRED|||-NONE-|||1
A 35 36|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 48 49|||R:VERB|||finds out|||REQUIRED|||-NONE-|||1

S This means one of his parents has gene A and one cost of testing could be saved .
A 0 1|||R:ORTH|||this|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S His relatives can then take measures , if this disease can some how be prevented , to stop this disease from taking their lives .
A 11 13|||R:ORTH|||somehow|||REQUIRED|||-NONE-|||0
A 11 13|||R:ORTH|||somehow|||REQUIRED|||-NONE-|||1

S However , this can also be achieved from personal choice .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 10|||UNK|||from personal choice|||REQUIRED|||-NONE-|||1

S One can choose to tell their relatives if they are at risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||A person|||REQUIRED|||-NONE-|||1

S Most people care about their relatives , if there is no serious consequence of telling them so , I assume most of them will tell their relatives to be careful .
A 6 7|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||, so|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1

S One might also choose to hint or encourage their certain relatives to run a gene test if they are concerned about negative consequences that comes across when they disclose their genetic results .
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 24 24|||M:PRON|||they|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||1
A 25 26|||R:PART|||about|||REQUIRED|||-NONE-|||1

S There are possible negative consequences that those might face if they disclose their genetic results to their relative .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||relatives|||REQUIRED|||-NONE-|||1

S If a person is obliged to tell his/her relatives , he or she might be discriminated by those who do not carry this gene .
A 16 16|||M:PREP|||against|||REQUIRED|||-NONE-|||0
A 16 16|||M:PREP|||against|||REQUIRED|||-NONE-|||1

S He or she might even be adviced not to get married or have children .
A 6 7|||R:SPELL|||advised|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||advised|||REQUIRED|||-NONE-|||1

S For example , if an unmarried person has gene Aa and gene aa is sufficient for a very seriou disease .
A 18 19|||R:SPELL|||serious|||REQUIRED|||-NONE-|||0
A 20 21|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||serious|||REQUIRED|||-NONE-|||1

S After he takes the test and be obliged to tell his relatives , everyone know that he is a carrier .
A 0 1|||R:ORTH|||after|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||he|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 12 13|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1

S So all the married couples go run a test and know they are not carriers.They might subconsiously see him as different and worry that he will find a wife who will carry this gene as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||, if|||REQUIRED|||-NONE-|||1
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||find out|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||carriers|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||, they|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||subconsciously|||REQUIRED|||-NONE-|||1

S Third , it is hard to define relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If a gene runs in the family , one of the family member test positive , whom does he need to tell .
A 12 13|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 15 17|||R:PUNCT|||. Whom|||REQUIRED|||-NONE-|||0
A 8 8|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||tests|||REQUIRED|||-NONE-|||1

S If that is a big family , is he obliged to tell everyone ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||1

S Spouses usually have very close relationships , if person A tell his family that he has this gene , his uncle C knows and tells his wife D that he needed to run a test because his cousine has this disease .
A 6 8|||R:PUNCT|||. If|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||0
A 37 38|||R:SPELL|||cousin|||REQUIRED|||-NONE-|||0
A 6 8|||R:PUNCT|||. If|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:TENSE|||needs|||REQUIRED|||-NONE-|||1
A 37 38|||R:NOUN|||nephew|||REQUIRED|||-NONE-|||1

S However wife D is not even under the risk of having this disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1

S Then wife D might tell her mother , who likes to gossip on her way to the theatre .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In less than a week half of the town knows person A has a risked gene , and his family might be a genetically risked family .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||risk|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 23 24|||R:MORPH|||genetic|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||risk|||REQUIRED|||-NONE-|||0
A 25 26|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 24|||M:PREP|||at|||REQUIRED|||-NONE-|||1
A 24 25|||R:MORPH|||risk|||REQUIRED|||-NONE-|||1

S Then nobody wants to marry A , or his relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is the potential consequence if one does not have full control of his/her information , especially when the party that he is obliged to disclose his information to is a potentially large group ( relatives ) .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1

S In conclusion , a carrier of a known genetic risk should not be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Carrier of a known genetic risk should be obligated to tell his or her relatives
A 0 1|||M:DET|||A carrier|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||A carrier|||REQUIRED|||-NONE-|||1

S Nowadays , people not only pursuit the comfort of their own life but also a better development of their following generations .
A 5 6|||R:VERB|||pursue|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||pursue|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 18 20|||R:OTHER|||future|||REQUIRED|||-NONE-|||1

S Since the technology of modern society has been so advanced , it becomes possible for people to make decision to take genetic test so as to be clear whether or not they carry genetic risk which can affect their next generation .
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||decisions|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||tests|||REQUIRED|||-NONE-|||0
A 35 35|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:TENSE|||has become|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||tests|||REQUIRED|||-NONE-|||1
A 33 33|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 36 37|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 38 39|||R:DET|||the|||REQUIRED|||-NONE-|||1

S The debatable question , an ethical dilemma , is that are people responsible for telling their relatives that they carry a known genetic risk ?
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||whether|||REQUIRED|||-NONE-|||1
A 10 12|||R:WO|||people are|||REQUIRED|||-NONE-|||1
A 24 25|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1

S In my opinion , the responsibility of telling family and relatives is quite obvious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||tell|||REQUIRED|||-NONE-|||1

S And there are two basic reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The first one is the importance of being responsible for your self-wellness and health of your relatives and the second one is being responsible for the next generations .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||own health|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The awareness of your relatives and families about your genetic risk is good for your self-wellness and health of your relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||Your|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN|||awareness|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||own health|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Because if you are carrying that genetic risk , then there is great possibility that your relatives like parents or siblings are carrying the same genetic risk as well .
A 0 1|||M:OTHER|||This is because|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The genetic risk that you carry may or may not affect your health and put you in danger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If you have n't undergone the genetic testing , it 's just odd and fate for what will happen to both of you and your relatives .
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||U:PREP||||||REQUIRED|||-NONE-|||0
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 16|||UNK|||odd and fate for|||REQUIRED|||-NONE-|||1
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||1

S However , if you have undergone and known that you are a carrier , you are responsible for your whole family .
A 6 6|||M:OTHER|||a test|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 6 6|||M:NOUN|||tests|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||found out|||REQUIRED|||-NONE-|||1

S Even though you can not eliminate the risk completely , you can at least try to be alert to avoiding getting the disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:FORM|||avoid|||REQUIRED|||-NONE-|||1

S As for those in your family who are more likely to be affected , they can go to the hospital to do the checks regularly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 21 22|||U:VERB||||||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||have|||REQUIRED|||-NONE-|||1

S Therefore , telling the families and the relatives to get prepared for fighting the disease and even prevent to get the disease is your responsibility .
A 11 12|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||fight|||REQUIRED|||-NONE-|||0
A 18 20|||U:VERB||||||REQUIRED|||-NONE-|||0
A 17 20|||R:VERB:FORM|||preventing getting|||REQUIRED|||-NONE-|||1

S Furthermore , you are also being responsible for your next generations by telling the truth that you are a carrier of a genetic risk .
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||towards|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADJ|||future|||REQUIRED|||-NONE-|||1

S If your wife is not aware of the truth and give birth to the baby , it will be possible for your child to carry the same genetic risk as well .
A 10 11|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||0
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Being the parent , you are not responsible to you next generations , since you allow the genetic risk to be passed on by generation and generation and being aware of it .
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||your|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||generation|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB|||being|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||towards|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||your|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||1

S However , if you tell the truth to your wife and relatives , you offer a chance about whether to have child or not .
A 16 17|||R:NOUN|||choice|||REQUIRED|||-NONE-|||0
A 21 21|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||choice|||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||a|||REQUIRED|||-NONE-|||1

S And if you still decide to have the baby , since the technology has been developed so advanced , it might be possible in the future that the application of altering gene is perfected and widely used , you can then choose to give birth to babies by giving them a brighter future .
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||0
A 37 39|||R:PUNCT|||. You|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||to such an|||REQUIRED|||-NONE-|||1
A 18 18|||M:NOUN|||level|||REQUIRED|||-NONE-|||1
A 28 29|||R:NOUN|||possibility|||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1
A 38 38|||M:CONJ|||and|||REQUIRED|||-NONE-|||1

S This is the responsibility of being a parent .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S And in my opinion , this seems to be the main purpose of undergoing that genetic testing at the first place .
A 17 18|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S As a conclusion , once you have undergone the genetic testing and being aware of carrying some specific genetic risk , there are responsibilities to your relatives , yourself , and your following generations by telling your relatives and families the truth .
A 12 13|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||1
A 32 33|||R:ADJ|||future|||REQUIRED|||-NONE-|||1
A 34 35|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 35 36|||R:VERB:FORM|||tell|||REQUIRED|||-NONE-|||1
A 39 40|||R:MORPH|||family|||REQUIRED|||-NONE-|||1

S To tell or not to tell
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||?|||REQUIRED|||-NONE-|||1

S Consider a case , we decide to undergo genetic testing and have known the result of it .
A 3 4|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 11 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 5|||R:PUNCT|||. We|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||found out|||REQUIRED|||-NONE-|||1

S We found that we actually are the genetic risk carrier .
A 0 1|||R:ORTH|||we|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||find|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 2 2|||M:PART|||out|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Then it becomes troublesome about whether we need to tell our relatives who may carry this genetic risk as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||a dilemma|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S There are really a lot of things we need to consider .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Every choice we have made may have a huge impact on their whole life .
A 3 5|||R:VERB:TENSE|||make|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB:TENSE|||make|||REQUIRED|||-NONE-|||1

S As a result , what should we do ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Tell them or keep this secret until we die ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Many people feel that we should tell our relatives since we really care about their health status .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||if|||REQUIRED|||-NONE-|||1

S For example , diabetes is a kind of genetic disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Once we found we were carrying this genetic risk , it is better for us to tell our family members because they may carry it as well .
A 2 3|||R:VERB:TENSE|||find|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||find out|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S If we tell them , they may start paying more attention to their daily habits like eating less sugar contained food and keeping a good mood .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||food|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||containing|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||sugar|||REQUIRED|||-NONE-|||1
A 22 26|||UNK|||keeping a good mood|||REQUIRED|||-NONE-|||1

S And it is important for those young people .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1

S The earlier we tell them , a better habit they will arise and better for the rest of their lives .
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 12|||UNK|||a better habit they will arise|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||it will be|||REQUIRED|||-NONE-|||1

S What 's more they may undergo genetic test as well to see whether they are carrying it or not which is also better for them .
A 7 8|||R:NOUN:NUM|||tests|||REQUIRED|||-NONE-|||0
A 16 17|||U:PRON||||||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||testing|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S However , some people may argue that why we want to interfere with their lives ?
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||ask|||REQUIRED|||-NONE-|||1

S Sometimes it becomes extremely hard for them to accept this news especially if they are going to know that they or their descendants may have a severe disease like blood disease which is untreatable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||find out|||REQUIRED|||-NONE-|||1
A 29 29|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Imagine you are living like a normal person but suddenly one day your relative comes tells you that actually there are some possibilities that you may encounter some disease in the future , what kind of feeling are you going to have ?
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||0
A 32 33|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 15 15|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB|||contract|||REQUIRED|||-NONE-|||1
A 32 34|||R:PUNCT|||. What|||REQUIRED|||-NONE-|||1
A 37 38|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 39 41|||U:VERB||||||REQUIRED|||-NONE-|||1

S It may affect our daily lives and we will think about it every day .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S We become so anxious that we can not focus on everything .
A 10 11|||R:NOUN|||anything|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||anything|||REQUIRED|||-NONE-|||1

S At the same time , there will also be chances that the genetic test result is not correct which means they are actually wasting their lives worrying about this thing , so actually we are bringing trouble to them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 30 32|||R:WO|||So ,|||REQUIRED|||-NONE-|||1
A 33 33|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 36 38|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 39 39|||M:NOUN|||trouble|||REQUIRED|||-NONE-|||1

S Personally I feel that we still should take our responsibility to tell them the situation .
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 7|||R:WO|||should still|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||accept|||REQUIRED|||-NONE-|||1

S Since this will really affect their lives , what we should do is to try to make it in a positive way .
A 16 17|||R:VERB|||treat|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||do|||REQUIRED|||-NONE-|||1

S We can not let it go .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S We should know that although we may affect their lives , we can still let them make correct choices in the future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S It is only after we tell them will they start paying attention to their health .
A 7 8|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Only|||REQUIRED|||-NONE-|||1

S They will consider whether to give a birth to a new baby because of this genetic problem and they will start finding ways to try to avoid their baby to carry this genetic risk as well .
A 5 9|||R:OTHER|||have|||REQUIRED|||-NONE-|||0
A 29 31|||R:VERB:FORM|||carrying|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB|||prevent|||REQUIRED|||-NONE-|||1
A 29 31|||R:VERB:FORM|||carrying|||REQUIRED|||-NONE-|||1

S They always have a choice about whether to undergo the genetic test or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Maybe after we tell them , they will go for it and know more about themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S I know it will have a huge impact on them , but we should know that they are our loved ones , we need to tell them and help them .
A 21 23|||R:PUNCT|||. We|||REQUIRED|||-NONE-|||0
A 21 23|||R:PUNCT|||. We|||REQUIRED|||-NONE-|||1

S A genetic risk carrier should be obliged to tell
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||their relatives .|||REQUIRED|||-NONE-|||1

S Genetic testing will be conducted when the individual is at risk of some possible disease .
A 2 4|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Once the test is done , whether the results should be open to his or her relatives has caused social extensive controversy .
A 19 21|||R:WO|||extensive social|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||patient 's|||REQUIRED|||-NONE-|||1
A 19 20|||U:ADJ||||||REQUIRED|||-NONE-|||1

S Some say it is a kind of invasion of privacy for the carrier and should be protected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||that privacy|||REQUIRED|||-NONE-|||1

S He or she has the right not to tell anyone .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , in my opinion , it is the obligation of a carrier of a known genetic risk to tell his or her relatives about his or her actual situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This essay will illustrate in two aspects .
A 4 4|||M:DET|||this|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||ways|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1

S First of all , it can be an alert for the family members of the patient and let them be aware of the possible disease that they may also have .
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||warning|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||make|||REQUIRED|||-NONE-|||0
A 19 20|||U:VERB||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||warning|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S As we all know , genetic risk carriers are likely to pass the genetics to their family members .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 12 12|||M:PART|||on|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||genes|||REQUIRED|||-NONE-|||1

S Once one person in the family is found to be carrying risky genetic , other members in his or her family may also have the risk of disease .
A 12 13|||R:OTHER|||genes|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||a faulty|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||gene|||REQUIRED|||-NONE-|||1
A 24 25|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Some of the diseases may not show symptoms until the carrier is old enough .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Therefore , telling the relatives about the situation may avoid a lot of trouble in this way and save much time for proper treatment .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||a lot of|||REQUIRED|||-NONE-|||1

S Sometimes life may even be saved if they are told early and conduct timely treatment .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||, lives|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||undergo|||REQUIRED|||-NONE-|||1

S So for the consideration for the other family members , the relatives should be informed .
A 4 5|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||sake|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S Secondly , it can avoid genetic disease passed to the next generation when they intend to have babies .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB:TENSE|||being|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||if|||REQUIRED|||-NONE-|||1

S They should let their spouse know about his or her situation before marriage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||1

S They need to ask for doctor 's advice before they plan to have a baby .
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Some genetic gene will pass only to boys rather than girls , some are on the contrary .
A 1 2|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1
A 11 12|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||vice|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||versa|||REQUIRED|||-NONE-|||1

S If the carrier refuses to tell the truth to his or her spouse , another life may have risk of inheriting the genetic disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||be at|||REQUIRED|||-NONE-|||1

S I noticed a real story on newspaper years ago .
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1

S A couple in China have a son of 5 years old .
A 4 5|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1

S Their son unfortunately fell ill and he was diagnosis a kind of genetic disease which is very serious .
A 8 9|||R:MORPH|||diagnosed|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||diagnosed|||REQUIRED|||-NONE-|||1
A 9 9|||M:PREP|||with|||REQUIRED|||-NONE-|||1

S They were told that the wife 's family was carrying the polygenetic disorder and can pass only to boys rather than girls .
A 14 15|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 16 16|||M:PRON|||it|||REQUIRED|||-NONE-|||1

S Therefore their son was inherited the genetic disease .
A 3 4|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1

S However , the wife actually had already known about the polygenetic disorder before the marriage and she did not tell her husband .
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The son was died after one year 's treatment and the couple got divorced later after that .
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1

S If the wife had not hind the truth and asked for doctor 's advice before they have baby , the tragic would not happen .
A 5 6|||R:VERB|||hidden|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||tragedy|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||have happened|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||hidden|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||tragedy|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||have happened|||REQUIRED|||-NONE-|||1

S In a nutshell , a carrier of a known genetic risk has the responsibility to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||summary|||REQUIRED|||-NONE-|||1

S On the one hand , it can tell members of the carrier 's family the possible disease they may have and can perform treatment in time if possible .
A 0 4|||R:OTHER|||First|||REQUIRED|||-NONE-|||0
A 21 21|||M:PRON|||they|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||seek|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 21 21|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||undergo|||REQUIRED|||-NONE-|||1
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S On the other hand , it may pass the disease to the next generation if the carrier hides the truth .
A 0 4|||R:OTHER|||Second|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||, if the carrier hides the truth|||REQUIRED|||-NONE-|||1
A 5 6|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||on|||REQUIRED|||-NONE-|||1
A 14 20|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Nowadays , with the advancement of technology , it is easy to do a genetic testing .
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1

S We can not deny that the genetic testing really helps people a lot when they face the disorder problem .
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 19|||UNK|||the disorder problem|||REQUIRED|||-NONE-|||1

S However , I thought that the genetic information is one person 's personal privacy which should be protected by the law .
A 3 4|||R:VERB:TENSE|||think|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||think|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||private information|||REQUIRED|||-NONE-|||1

S Therefore , I thought a known genetic risk should not be obligated to tell his or her family or relatives .
A 3 4|||R:VERB:TENSE|||think|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||think a person with|||REQUIRED|||-NONE-|||1

S There are three reasons as follows .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Firstly , the information concerning to the genetic is something personally which is also a privacy like people 's bank card key .
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||personal|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||private|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||genes|||REQUIRED|||-NONE-|||1
A 10 11|||R:MORPH|||personal|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||private matter|||REQUIRED|||-NONE-|||1
A 19 22|||R:NOUN|||PINs|||REQUIRED|||-NONE-|||1

S Other people should not be told without the person 's permission even though they are his or her family or relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||if|||REQUIRED|||-NONE-|||1

S The government should set the law to protect this kind of privacy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||establish|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Once people 's genetic information is told to other people .
A 10 11|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S They may know the person 's potential disabled disease or other bad things naturally .
A 0 1|||R:ORTH|||they|||REQUIRED|||-NONE-|||0
A 3 3|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||disabling|||REQUIRED|||-NONE-|||0
A 9 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||disability ,|||REQUIRED|||-NONE-|||1
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||1

S They may set a bias on this person even abandon his or her .
A 10 11|||R:PRON|||him|||REQUIRED|||-NONE-|||0
A 2 6|||R:OTHER|||discriminate against|||REQUIRED|||-NONE-|||1
A 8 8|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 10 11|||R:PRON|||him|||REQUIRED|||-NONE-|||1

S People do not have the ability to choose their gene , they should not be thought badly because of bad gene .
A 16 16|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1
A 17 17|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||1

S So I think whatever the genetic is or whether the gene is match with their parents , it should not be told to anyone even his or her family or relatives .
A 6 6|||M:NOUN|||situation|||REQUIRED|||-NONE-|||0
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||matches|||REQUIRED|||-NONE-|||0
A 25 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 6|||M:NOUN|||risk|||REQUIRED|||-NONE-|||1
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||matches|||REQUIRED|||-NONE-|||1
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Secondly , the carrier of a known genetic risk may destroy the peace of a family even broken the relation between children with the adult .
A 17 18|||R:VERB:TENSE|||break|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||relationship|||REQUIRED|||-NONE-|||0
A 22 25|||R:OTHER|||and parents|||REQUIRED|||-NONE-|||0
A 16 16|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||break|||REQUIRED|||-NONE-|||1
A 19 20|||R:MORPH|||relationship|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||adults|||REQUIRED|||-NONE-|||1

S Once his or her family or relatives know that the person does not have the relation with them .
A 8 9|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||anymore|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||contact|||REQUIRED|||-NONE-|||0
A 0 19|||UNK|||Once his or her family or relatives know that the person does not have the relation with them .|||REQUIRED|||-NONE-|||1

S However happy they were before , there would be some barrier appears which will truly destroy the family gradually .
A 11 12|||R:VERB:FORM|||appearing|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||barriers|||REQUIRED|||-NONE-|||1
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||1
A 15 15|||M:ADV|||gradually|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1

S The relationship between the parents and their children should not be tested only in the genetic way ; it is something much deeper and tighter .
A 12 13|||R:ADV|||merely|||REQUIRED|||-NONE-|||0
A 24 25|||R:ADJ|||stronger|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||terms of|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||genetics|||REQUIRED|||-NONE-|||1
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||1

S The parents give knowledge and love to the children , meanwhile they feel happy with the accompany of the children .
A 16 17|||R:NOUN|||company|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 9 11|||R:WO|||Meanwhile ,|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||company|||REQUIRED|||-NONE-|||1

S The children rely the parent to live .
A 3 3|||M:PREP|||on|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||parents|||REQUIRED|||-NONE-|||0
A 3 3|||M:PREP|||on|||REQUIRED|||-NONE-|||1

S When they grow up , they take care of the old parents and thank for their dedication .
A 14 14|||M:PRON|||them|||REQUIRED|||-NONE-|||0
A 14 14|||M:PRON|||them|||REQUIRED|||-NONE-|||1

S The relation between parents and children is something about love and dedication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||relationship|||REQUIRED|||-NONE-|||1
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Everyone does not want to see the scene of the broken family due to the carrier of a known genetic risk .
A 0 1|||R:NOUN|||Noone|||REQUIRED|||-NONE-|||0
A 1 4|||R:OTHER|||wants|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||No|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 2 4|||R:OTHER|||wants|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Therefore , I think a known genetic risk should not be obligated to tell his or her family or relatives without the person 's permission .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||a carrier of|||REQUIRED|||-NONE-|||1
A 20 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Finally , the technology of testing the gene is not very mature now .
A 12 13|||R:OTHER|||at this moment|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1

S There also exists some probability of wrong testing .
A 6 7|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||errors|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If the wrong testing was not found by the doctor , the family and the children may be sad and have a struggling life for their whole life .
A 2 3|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||errors were|||REQUIRED|||-NONE-|||0
A 22 23|||R:MORPH|||struggle|||REQUIRED|||-NONE-|||0
A 23 24|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 25 25|||M:OTHER|||the rest of|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||lives|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||parents|||REQUIRED|||-NONE-|||1
A 22 23|||R:MORPH|||struggle|||REQUIRED|||-NONE-|||1
A 23 24|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S Therefore I think a know genetic risk should not be obligated to tell his or her family or relatives .
A 4 5|||R:ADJ:FORM|||known|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 3|||M:OTHER|||a carrier of|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ:FORM|||known|||REQUIRED|||-NONE-|||1

S Therefore , considering the people 's privacy and the existence of wrong testing , for the peace of the family , I support that a know genetic risk should not be obligated to tell his or her family or relatives without the person 's permission .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 25 26|||R:ADJ|||known|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||agree|||REQUIRED|||-NONE-|||1
A 24 24|||M:OTHER|||a carrier of|||REQUIRED|||-NONE-|||1
A 25 26|||R:ADJ:FORM|||known|||REQUIRED|||-NONE-|||1
A 40 45|||U:OTHER||||||REQUIRED|||-NONE-|||1

S A Carrier of a Known Genetic Risk Should be Obligated to Tell His or Her Relatives
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S More and more illness are discovered to be related to some genes with the development of the medical technology .
A 3 4|||R:NOUN:NUM|||illnesses|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||illnesses|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||through|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S People will know about whether they carry a disease on their genes after they have done the genetic test .
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||undergone|||REQUIRED|||-NONE-|||1

S If there is no problem , that will be wonderful .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , not everybody is so lucky that they can make sure they do not carry any disease genes .
A 17 18|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Therefore , once people find they have carried the disease genes , they should be responsible to tell their relatives , at least their family members .
A 6 8|||R:VERB:TENSE|||carry|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 5 5|||M:PART|||out|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||carrying|||REQUIRED|||-NONE-|||1
A 12 13|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||responsibility|||REQUIRED|||-NONE-|||1
A 21 21|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 24 24|||M:ADJ|||close|||REQUIRED|||-NONE-|||1

S It may be awkward and embarrassed for a person to tell relatives that he or she is a carrier of a known genetic risk .
A 5 6|||R:OTHER|||embarrasing|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||embarrassing|||REQUIRED|||-NONE-|||1

S But they are all from one family and own the same forefather , then of course they own the same genes in some part .
A 13 14|||R:OTHER|||so|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||way|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||forefathers|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 21 22|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||extent|||REQUIRED|||-NONE-|||1

S Therefore there is nothing to be shy for or be afraid of .
A 7 8|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||1

S If the person tell their relatives that he or she carries a disease gene , his or her relatives can go to hospital to check whether they also get a disease gene .
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||his|||REQUIRED|||-NONE-|||0
A 4 4|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 12 13|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 30 31|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||1
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||are carrying|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 27 27|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB:FORM|||got|||REQUIRED|||-NONE-|||1

S Then the relatives can prepare themselves to prevent the disease to occur .
A 10 11|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||occurring|||REQUIRED|||-NONE-|||0
A 10 11|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||occurring|||REQUIRED|||-NONE-|||1

S Also they can prevent the disease going to their offspring .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 3|||R:WO|||They can also|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||being passed|||REQUIRED|||-NONE-|||1
A 7 7|||M:PART|||on|||REQUIRED|||-NONE-|||1

S If the relatives carry that disease gene , they can share the experience with him or her and give some help , they will also teach him or her how to communicate with others about this issue .
A 4 5|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 21 23|||R:PUNCT|||. They|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||are carrying|||REQUIRED|||-NONE-|||1
A 21 23|||R:PUNCT|||. They|||REQUIRED|||-NONE-|||1

S If he or her not get married , he or she must tell his or her partner that he carries disease gene .
A 3 4|||R:PRON|||she|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||he/she|||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 20 21|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 3 4|||R:PRON|||she|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:TENSE|||is carrying|||REQUIRED|||-NONE-|||1
A 20 20|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Then they can have a healthy baby with the help of the doctors .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Or else , if he holds back the genetic risk , they may have a unhealthy baby and may cause the death of the baby or end of their marriage .
A 6 7|||R:OTHER|||on telling about|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||hides|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 26 26|||M:DET|||the|||REQUIRED|||-NONE-|||1

S There is a story I watched on TV .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S A couple did not have a child after their marriage for a long time , their parents were anxious about that and asked them to go to hospital to check what was the problem .
A 14 16|||R:PUNCT|||. Their|||REQUIRED|||-NONE-|||0
A 31 34|||R:WO|||the problem was|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||being|||REQUIRED|||-NONE-|||1
A 9 10|||R:MORPH|||married|||REQUIRED|||-NONE-|||1
A 15 15|||M:CONJ|||so|||REQUIRED|||-NONE-|||1
A 27 27|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 31 34|||R:WO|||the problem was|||REQUIRED|||-NONE-|||1

S After came back from the hospital , the man told his parents that the problem was that he carried a disease gene so that they can not have a baby in their life time .
A 1 2|||R:VERB:FORM|||coming|||REQUIRED|||-NONE-|||0
A 20 21|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 1 1|||M:PRON|||he|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:TENSE|||was carrying|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 30 34|||U:OTHER||||||REQUIRED|||-NONE-|||1

S The woman did not know the test result , but she overheard the talk and decided to divorce with her husband .
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||conversation|||REQUIRED|||-NONE-|||1
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||1

S After got the divorce certificate , the man showed her the test report ; it wrote that the woman carried the disease gene instead of the man .
A 1 2|||R:VERB:FORM|||getting|||REQUIRED|||-NONE-|||0
A 21 22|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 1 1|||M:PRON|||he|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||said|||REQUIRED|||-NONE-|||1

S At that time , the woman known how much her husband loved her but she ruined her happiness .
A 6 7|||R:VERB:TENSE|||knew|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||realised|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1

S Tears showed nothing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 4|||UNK|||Tears showed nothing .|||REQUIRED|||-NONE-|||1

S People can not avoid carrying the disease genes , which they born with .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 11|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1

S However , they can avoid the disease genes being inhered to their children .
A 6 7|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||passed on|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||inherited|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||by|||REQUIRED|||-NONE-|||1

S By telling their relatives that they may have a risk of carrying the disease gene can make their family members bond closely , also many risks and conflicts can be avoided .
A 0 2|||U:PREP|||Telling|||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||diseased|||REQUIRED|||-NONE-|||0
A 22 24|||R:PUNCT|||. Also|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||, they|||REQUIRED|||-NONE-|||1
A 21 21|||M:ADV|||more|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||and|||REQUIRED|||-NONE-|||1

S Genetic testing has become a beneficial way to predict and protect each individual at risk for a disorder .
A 9 9|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||identify|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S However , there rises a family-related ethical dilemma if it is right to tell a carrier 's family once the test has been conducted and the results are known .
A 8 8|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||this gives|||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||rise|||REQUIRED|||-NONE-|||1
A 4 4|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||regarding whether|||REQUIRED|||-NONE-|||1

S I am most inclined to believe that his or her relatives have the rights to know the result .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||1

S The answer is simply that everyone , especially our family , has the right to know the truth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Though it is said that genetic testing involves emotional and social risks due to the test results , while the potential negative impacts of the risk still exist , the consequence will be significant if other members of his or her family do not know .
A 0 2|||U:PREP|||It|||REQUIRED|||-NONE-|||0
A 17 19|||R:PUNCT|||. While|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN:NUM|||consequences|||REQUIRED|||-NONE-|||1

S Then they are unable to have a suitable method to protect themselves and emotional preparations .
A 13 13|||M:VERB|||make|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB|||make|||REQUIRED|||-NONE-|||1

S Taking Angeline Jolie for example , she is famous but she still revealed the truth about her genetic testing on the development of her breast cancer risk .
A 19 20|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB:FORM|||Take|||REQUIRED|||-NONE-|||1
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 7|||R:PUNCT|||. She|||REQUIRED|||-NONE-|||1
A 19 23|||R:OTHER|||and|||REQUIRED|||-NONE-|||1

S Everything is not that bad if you know how to look at the bright side with hope .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S People may feel angry , depressed , or even guilty about their results .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In some cases , a carrier can suffer tension within a family because the result is also related to the others ' risk somehow .
A 23 24|||U:ADV||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , I believe it is just a usual reaction to this situation .
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ|||normal|||REQUIRED|||-NONE-|||1

S In addition , though it can be possible in some cases that he or she and the family can undergo specific discrimination in employment and their social life , how people can face more dramatic tragedy such as sickness or death if they can not even overcome this harsh situation .
A 3 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||patient|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 29 29|||M:DET|||which|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||they|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||need|||REQUIRED|||-NONE-|||0
A 31 32|||R:VERB|||to learn to|||REQUIRED|||-NONE-|||0
A 33 34|||R:OTHER|||as there might be|||REQUIRED|||-NONE-|||0
A 39 45|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 46 50|||R:OTHER|||death|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||suffer|||REQUIRED|||-NONE-|||1
A 30 32|||R:WO|||can people|||REQUIRED|||-NONE-|||1
A 35 36|||R:NOUN:NUM|||tragedies|||REQUIRED|||-NONE-|||1
A 50 51|||R:PUNCT|||?|||REQUIRED|||-NONE-|||1

S Life is hard but people can not blame it on being unfair .
A 7 8|||R:VERB|||call|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PRON|||it|||REQUIRED|||-NONE-|||1

S It is just because that you do not become strong enough to overcome the hard time .
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 5 6|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||times|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||times|||REQUIRED|||-NONE-|||1

S Furthermore , living with a secret is not a good sensation , especially if the situations of other relatives become worse , you should feel guilty and depressed .
A 19 20|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||0
A 21 22|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||People|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||feeling|||REQUIRED|||-NONE-|||1
A 21 23|||R:PUNCT|||. You|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1

S Moreover , the truth can not be hidden forever but when it is revealed , more shocking and upset it will be .
A 13 13|||M:ADV|||finally|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||it will be|||REQUIRED|||-NONE-|||0
A 18 22|||R:OTHER|||upsetting.|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||it will be|||REQUIRED|||-NONE-|||1
A 18 22|||R:OTHER|||upsetting|||REQUIRED|||-NONE-|||1

S As the result , it is in the interests of the carriers and their relatives , telling the genetic testing result is needed .
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||to tell|||REQUIRED|||-NONE-|||0
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 16 16|||M:ADV|||so|||REQUIRED|||-NONE-|||1
A 22 23|||R:ADJ|||necessary|||REQUIRED|||-NONE-|||1

S Last but not least , though genetic testing is a personal matter , telling the result to your family can improve and develop understanding and sympathy of each other as well as promoting awareness of taking care of everyone 's health .
A 26 27|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 32 33|||R:VERB:FORM|||promote|||REQUIRED|||-NONE-|||0
A 35 35|||M:OTHER|||the need|||REQUIRED|||-NONE-|||0
A 35 36|||R:VERB:FORM|||to take|||REQUIRED|||-NONE-|||0
A 26 27|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S That plays an important role in the possibility that relatives can overcome the discrimination of the society and anxiety about the risks .
A 6 9|||R:OTHER|||helping|||REQUIRED|||-NONE-|||0
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||their|||REQUIRED|||-NONE-|||1

S To put it in the nutshell , I believe that people should have the obligation to tell their relatives about the genetic testing result for the good of their health .
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||In|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||summary|||REQUIRED|||-NONE-|||1

S It can be very difficult for them but necessary for the carriers and their family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In addition , emotional preparations and the ways you explain your genetic condition is also important so that you can convey the correct information to your family and relatives and if necessary to guide them if he/she wish to conduct a similar genetic testing .
A 13 14|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 32 33|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 36 37|||R:OTHER|||they|||REQUIRED|||-NONE-|||0
A 43 44|||R:MORPH|||test|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 40 41|||U:DET||||||REQUIRED|||-NONE-|||1

S The Impact Of Social Media
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media has been playing a vital important role in our lives today .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 5|||R:VERB:TENSE|||play|||REQUIRED|||-NONE-|||1
A 6 7|||R:MORPH|||vitally|||REQUIRED|||-NONE-|||1

S It is almost imposible for us to keep way from it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||impossible|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||away|||REQUIRED|||-NONE-|||1

S I started invoving into Facebook one years ago,when I just arrived singapore .
A 2 3|||R:VERB|||becoming involved|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||year|||REQUIRED|||-NONE-|||0
A 11 11|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 11 12|||R:ORTH|||Singapore|||REQUIRED|||-NONE-|||0
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||using|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||year|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 11 12|||R:ORTH|||Singapore|||REQUIRED|||-NONE-|||1

S And now I got over 500 friends on Facebook and buried myself with hundrends of seeds every day .
A 0 1|||R:ORTH|||and|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||bury|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||hundreds|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 9 18|||UNK|||and buried myself with hundrends of seeds every day|||REQUIRED|||-NONE-|||1

S We know each others ' status , changements and so on through the social media .
A 7 8|||R:SPELL|||changes|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||changes|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1

S For an example , if we change our contact numbers , we will not send SMS to each of individual any longer .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||other|||REQUIRED|||-NONE-|||1
A 19 20|||R:MORPH|||individually|||REQUIRED|||-NONE-|||1
A 21 22|||R:ADV|||more|||REQUIRED|||-NONE-|||1

S Instead , we will post a seed and tag our friends to inform this kind of changments .
A 12 13|||R:VERB|||make|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||known|||REQUIRED|||-NONE-|||0
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||them of|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||change|||REQUIRED|||-NONE-|||1

S And if you are not on it , you will just get lost .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In certain aspects , social media has brought us quite a lot of convenience .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||respects|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1

S It is becoming even more convinient than talking throught the phone since it is free .
A 5 6|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||via|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S We discuss every thing we like and we have more personal space.Our friends also got more access to know what we are doing and what we like .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 4|||R:ORTH|||everything|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||get|||REQUIRED|||-NONE-|||1
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||1

S And also , we get a chance to talk to public people like popular stars and know their life better .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||figures|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||celebrities|||REQUIRED|||-NONE-|||1

S In China , a lot of government organizations have open blogs to communicate with people , like firefighters , police stations and so on .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Socia media allows them to explain to or inform people what is going on .
A 4 6|||U:VERB||||||REQUIRED|||-NONE-|||0
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Social|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||allow|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S And actually lots of rescuing jobs are done with the help of social media like looking for people get lost and so on .
A 4 5|||R:MORPH|||rescue|||REQUIRED|||-NONE-|||0
A 18 18|||M:PRON|||who|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 4 5|||R:MORPH|||rescue|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||who are|||REQUIRED|||-NONE-|||1

S With more convinient and humanian communications , the relationship between government and people get largely improved .
A 2 3|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||humane|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1
A 4 5|||UNK|||humanian|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1

S What 's more , various of cultures can be shown to us through social medias .
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||media|||REQUIRED|||-NONE-|||1

S We can know more news and cultures through socia medias .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN|||media|||REQUIRED|||-NONE-|||1

S From this scope , social media has shorten our distance .
A 7 8|||R:VERB:FORM|||shortened|||REQUIRED|||-NONE-|||0
A 0 3|||UNK|||From this scope|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||shortened|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||between us|||REQUIRED|||-NONE-|||1

S However , we get less chance and less importance to talk face to face since social media is so convinient , advanced and interesting .
A 2 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||chances|||REQUIRED|||-NONE-|||0
A 7 8|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 9 10|||R:PART|||of|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||talking|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||are less|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB|||give|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||talking|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||because|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1

S And even we gather together more people find themselves has less topics to talk than before and choose to digging from their social media again .
A 2 2|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:FORM|||dig|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADV|||when|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||, most|||REQUIRED|||-NONE-|||1
A 8 9|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||1
A 14 14|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 19 25|||UNK|||digging from their social media again|||REQUIRED|||-NONE-|||1

S When we are far away , social media makes it as we are infront of each other ; sometimes when we are by each others ' side , we are seem to be further than far away .
A 11 11|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 13 14|||R:ORTH|||in front|||REQUIRED|||-NONE-|||0
A 29 30|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||though|||REQUIRED|||-NONE-|||1
A 13 14|||R:ORTH|||in front|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 29 30|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1

S This kind of feeling makes people 's relationship not as stable , secure and reliable than before .
A 15 16|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||as|||REQUIRED|||-NONE-|||1

S Besides , there are more people shwing their pictures of yummy food or travelling experience .
A 6 7|||R:SPELL|||sharing|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||showing|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||1

S To some extent , this makes our life more luxry and blundering .
A 9 10|||R:ADJ|||luxurious|||REQUIRED|||-NONE-|||0
A 9 10|||R:ADJ|||luxurious|||REQUIRED|||-NONE-|||1
A 11 12|||UNK|||blundering|||REQUIRED|||-NONE-|||1

S For myself , I am long to some places after I saw those beatiful pictures taken by my firneds .
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||see|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||beautiful|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Personally|||REQUIRED|||-NONE-|||1
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB|||visit|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||see|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||beautiful|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||friends|||REQUIRED|||-NONE-|||1

S Sometimes I even canoot sleep well because of excitement .
A 2 3|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADV|||not|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||can not|||REQUIRED|||-NONE-|||1

S Social media makes our life patten so fast and left us less time to think about our life .
A 4 6|||R:OTHER|||lifestyle|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||which|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||leaves|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||pace of|||REQUIRED|||-NONE-|||1
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:TENSE|||leave|||REQUIRED|||-NONE-|||1

S Social media is becoming more important and we need to think more to make it serve us better and better .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S Interpersonal skills , like any other skills requires practice .
A 7 8|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||1

S Besides that , these skills requires time to develop and adapted .
A 5 6|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||adapt|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||adapt|||REQUIRED|||-NONE-|||1

S The burgeoning of social media definitely has its stint ; but amongst all good things , it is better to have them in moderation .
A 8 9|||R:NOUN|||benefits|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||1
A 8 9|||UNK|||stint|||REQUIRED|||-NONE-|||1
A 9 10|||R:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||like|||REQUIRED|||-NONE-|||1
A 21 22|||R:PRON|||it|||REQUIRED|||-NONE-|||1

S Convenience and efficiency are two very important use of social media .
A 7 8|||R:MORPH|||uses|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||aspects|||REQUIRED|||-NONE-|||1

S While millions of users are connect at any one time , any information can be readily available at their perusal .
A 5 6|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||for|||REQUIRED|||-NONE-|||1

S This improves the connectivity between the users .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For an example , one is able to send notifications and other information we use to have them in hardcopy previously , over the web and the process takes seconds .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||used|||REQUIRED|||-NONE-|||0
A 17 18|||U:PRON||||||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||used|||REQUIRED|||-NONE-|||1
A 17 18|||U:PRON||||||REQUIRED|||-NONE-|||1
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The receipent,will then receive the information almost immediately depending on the quality of the network .
A 1 2|||R:NOUN|||recipient,will|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||recipient will|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S This covenience can be percieved as almost in realtime .
A 1 2|||R:SPELL|||convenience|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||convenience|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||perceived|||REQUIRED|||-NONE-|||1
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 8 9|||R:ORTH|||real time|||REQUIRED|||-NONE-|||1

S Next , communication are also greatly improved .
A 2 3|||R:NOUN:NUM|||communications|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1

S In the past , vast communication are done by one of the many such a telegram , snail mail and poor-quality voice calls .
A 4 5|||R:ADJ|||many|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||communications|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||as|||REQUIRED|||-NONE-|||0
A 4 5|||UNK|||vast|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||means ,|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||as|||REQUIRED|||-NONE-|||1

S With the welcoming of application such as Skype and Facetime , any individual can phase off most , of the olden days communication methods .
A 4 5|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||0
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 22 22|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||advent|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||1
A 15 16|||R:PART|||out|||REQUIRED|||-NONE-|||1
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||old|||REQUIRED|||-NONE-|||1

S Aside from hearing the voice , a webcamera could also be affixed to emulate a 'real ' interaction with expressions and gestures .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||webcam|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S Communication would have took a different turn without the easily available social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||taken|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADV|||readily|||REQUIRED|||-NONE-|||1

S However , it is a good practice not to intesively use social media all the time .
A 9 10|||R:SPELL|||intensely|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||intensively|||REQUIRED|||-NONE-|||1

S Intimate interaction greatly lack in social media interactions , particularly the touch .
A 1 2|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||lacking|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S Having to meet and interact for talks allows one to be closer to the recepient .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||recipient|||REQUIRED|||-NONE-|||1

S It involves a level of dynamic interaction which utlises the motor , thinking and verbal cortex of the mind to coordinate .
A 19 20|||R:PART|||in|||REQUIRED|||-NONE-|||0
A 20 21|||R:MORPH|||coordination|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||utilises|||REQUIRED|||-NONE-|||1
A 20 21|||U:VERB||||||REQUIRED|||-NONE-|||1

S Unlike the use of social media , most of the interaction is done with thinking and typing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 7|||M:ADV|||where|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||by|||REQUIRED|||-NONE-|||1

S As a result , one does not train the necessarily parts of the skills required for a proper interpersonal relations .
A 9 10|||R:MORPH|||necessary|||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||practise|||REQUIRED|||-NONE-|||1
A 9 10|||R:MORPH|||necessary|||REQUIRED|||-NONE-|||1
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S It is also entire incorrect to fault social media alone for the lack of interpersonal skill .
A 3 4|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ|||wrong|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||blame|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1

S Howard Garner studied the effect of multiple intelligences amongst people and stated that interpersonal intelligence is a form of skills on its own - some has it , some does not .
A 25 26|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||type|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||skill|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 29 30|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||1

S Howard Garner mentioned that the different intelligences can be charted , in accordance of utilising tests , and ranked .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Fundamentally , those who scored lower ranking for interpersonal skills are more likely to stumble when this skill is needed .
A 4 5|||R:VERB:TENSE|||score|||REQUIRED|||-NONE-|||0
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||0
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||1

S Though social media need not be necessarily bad , it must be used accordingly - for work , family , friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADV|||appropriately|||REQUIRED|||-NONE-|||1

S The types of use must also be taken note of - informing , interacting , discussion and others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The space of separation between the parties must also be looked at .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 4|||R:OTHER|||distance|||REQUIRED|||-NONE-|||1

S For people who are living very far from one another , the intensive use social media is justified .
A 14 14|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||of|||REQUIRED|||-NONE-|||1

S For those who lives within the community should at least meet up , and not use social media as the primary source of communcation with each other .
A 0 2|||U:PREP|||Those|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||live|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||Those|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:SVA|||live|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||means|||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||communication|||REQUIRED|||-NONE-|||1

S And at the same time , improves the interpersonal skill , through dynamic practises betwwen individuals and realtime presence .
A 6 6|||M:PRON|||they|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||should improve|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||practices|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||this|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||practices|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||between|||REQUIRED|||-NONE-|||1

S The inclusion of intimate presence and relative touch could also bring a better rapport between those interacting .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADJ|||close|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||proximity|||REQUIRED|||-NONE-|||1
A 6 7|||UNK|||relative|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||lead to|||REQUIRED|||-NONE-|||1

S Recently , the rise of social media helped people to have more closer connection with each other , it is a more convenient and cheaper way to have online contact compared with face to face meetings .
A 7 7|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 17 19|||R:PUNCT|||. It|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 17 19|||R:PUNCT|||. It|||REQUIRED|||-NONE-|||1
A 32 35|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1

S In my opinion , social media websides such as Twitter and Facebook will not affect the chance for people to have face to face contact and thus negatively affects interpersonal skills .
A 28 29|||R:VERB:SVA|||affect|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||websites|||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB:SVA|||affect|||REQUIRED|||-NONE-|||1

S On the other hand , it may even increase the chance of having face to face contacts amoung people .
A 2 4|||R:OTHER|||contrary|||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||contact|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||between|||REQUIRED|||-NONE-|||1

S First , social media networks have a lot user base , it helps to link people from different parts of the world .
A 7 8|||R:OTHER|||large|||REQUIRED|||-NONE-|||0
A 10 12|||R:PUNCT|||. It|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||large|||REQUIRED|||-NONE-|||1
A 11 11|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 11 12|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||1

S In the days without the social networks , people may not have the chance to know others from different countries or the ones they never meet before .
A 12 12|||M:VERB|||had|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||those|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB:TENSE|||met|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||before|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||1
A 21 23|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 24 24|||M:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:FORM|||met|||REQUIRED|||-NONE-|||1

S Their number of people that they know may only limited to the people they meet in daily life like classmates and working partners .
A 0 1|||R:DET|||The|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||knew|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB:TENSE|||been|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||met|||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||The|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||knew|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||met|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 23|||R:OTHER|||colleagues|||REQUIRED|||-NONE-|||1

S Therefore , social networks brings more and more connections between people and they may have a chance to chat with people they never known before , and this helps to develop the interpersonal skills as well .
A 4 5|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0
A 22 22|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:FORM|||knew|||REQUIRED|||-NONE-|||1
A 31 32|||U:DET||||||REQUIRED|||-NONE-|||1

S Secondly , although social network takes time for people to chat online but not face to face , they may still decide a time online to meet others face to face in the daily life .
A 7 8|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB:FORM|||chatting|||REQUIRED|||-NONE-|||0
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||take|||REQUIRED|||-NONE-|||1
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||1

S In this case , the social network helps people to increase the frequency of talk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For example , if social network does not exist , the business people need to meet each other face to face and it is other time consuming , even sometimes with business that is not so important , it still takes a lot time on travel which is a wastage .
A 6 7|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 24 25|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 44 45|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 46 46|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 48 49|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 24 25|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 27 29|||R:PUNCT|||. Even|||REQUIRED|||-NONE-|||1
A 40 41|||R:VERB|||requires|||REQUIRED|||-NONE-|||1
A 43 43|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 44 45|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 46 46|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 49 50|||R:MORPH|||waste|||REQUIRED|||-NONE-|||1

S However , social network helps people to meet and chat much more easier , they can even use video chat and create group chat to chat with multiple parties at the same time .
A 12 13|||R:MORPH|||easily|||REQUIRED|||-NONE-|||0
A 13 15|||R:PUNCT|||. They|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||1
A 12 13|||R:MORPH|||easily|||REQUIRED|||-NONE-|||1
A 13 15|||R:PUNCT|||. They|||REQUIRED|||-NONE-|||1
A 22 22|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Nowadays , even some companies conduct online video interview with their applicants as it saves time and cost .
A 2 5|||R:WO|||some companies even|||REQUIRED|||-NONE-|||0
A 2 5|||R:WO|||some companies even|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||interviews|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||money|||REQUIRED|||-NONE-|||1

S The social network may also creat some negative impacts for the people .
A 5 6|||R:SPELL|||create|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S The largest negative impact is that due to the online network , some people start to use and rely on internet every minute .
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:ADJ|||biggest|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||all the|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN|||time|||REQUIRED|||-NONE-|||1

S They take too much time of using online social network and thus do not have time to have their daily meeting with people in their real life .
A 5 6|||R:PART|||up|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN:NUM|||meetings|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||spend|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1

S It not only affect the interpersonal skills but also bad for people 's health if the ones spend to much time on the social media .
A 3 4|||R:VERB:SVA|||affects|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||affects|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||too|||REQUIRED|||-NONE-|||1
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||1

S Secondly , social network may leak certain personal informations to the public , as the cyber environment is not perfect and not safe , people may not protect their privacy online effectively and sometimes , some people may use others personal information to deceive .
A 8 9|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||so|||REQUIRED|||-NONE-|||0
A 40 40|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||1
A 12 14|||R:PUNCT|||. As|||REQUIRED|||-NONE-|||1
A 33 33|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 40 40|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1

S In conclusion , although the unsafe online environment , spend too much time on internet may be the potential negative factors of using online social networks .
A 3 4|||R:PREP|||despite|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||nature of|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||environments|||REQUIRED|||-NONE-|||0
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 15 17|||R:VERB:TENSE|||being|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||aspects|||REQUIRED|||-NONE-|||1

S It provides people with more convenient contact environment and improve the frequency of meeting with each others .
A 0 0|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||improves|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1

S It also helps people to develop their interpersonal skills through online chating .
A 11 12|||R:SPELL|||chatting|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||chatting|||REQUIRED|||-NONE-|||1

S Overall , there are more benefits than the costs .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||disadvantages|||REQUIRED|||-NONE-|||1

S The wolrd is incresingly becoming flat by all kinds of social network website such as facebook and twitter .
A 1 2|||R:SPELL|||world|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||increasingly|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||websites|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||world|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||increasingly|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||as a result of|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||websites|||REQUIRED|||-NONE-|||1
A 15 16|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 17 18|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||1

S We can even know what a friend who leave thousands of miles away eat for lunch though these kinds of social media .
A 8 9|||R:VERB|||lives|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||ate|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||through|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||lives|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:TENSE|||ate|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||through|||REQUIRED|||-NONE-|||1

S From some points of view , social really has a lot of advantages by let us communicate with friends cheaper and more conveniently .
A 7 7|||M:NOUN|||media|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||letting|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||cheaply|||REQUIRED|||-NONE-|||0
A 7 7|||M:NOUN|||media|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||letting|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||more cheaply|||REQUIRED|||-NONE-|||1

S However , its disadvantages also can not be ingnored when you cosider it as a platform to show off and a stage for cyber crime .
A 8 9|||R:SPELL|||ignored|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||consider|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||ignored|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||consider|||REQUIRED|||-NONE-|||1
A 12 13|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S Social network sites provides us many convenience .
A 3 4|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||conveniences|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||with a great deal of|||REQUIRED|||-NONE-|||1

S Without hanging out with friends or talking with friends through phone , we can know his of her latest news by scaning the webpage .
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:INFL|||scanning|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:INFL|||scanning|||REQUIRED|||-NONE-|||1

S It can help us know more about each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1

S It can make people become closer as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1

S For example , if you find out one of your friend 's favourite singer is Justin Biber through facebook , you can give him or her Justin Biber 's new album or concert ticket as a birthday gift .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||singers|||REQUIRED|||-NONE-|||1
A 18 19|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 32 32|||M:DET|||a|||REQUIRED|||-NONE-|||1

S It will be really sweet and you two will surelly become closer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||surely|||REQUIRED|||-NONE-|||1

S In addition , social network site can help you keep in touch with friends living very far away .
A 5 6|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||1

S I met some canadian friends in Egypt .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||Canadian|||REQUIRED|||-NONE-|||1

S Without facebook , we may lost contact .
A 5 5|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||might have|||REQUIRED|||-NONE-|||1

S However , thanks to facebook , I can still keep in touch with them and I know what they are doing recently as we living close to each other .
A 24 24|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:FORM|||live|||REQUIRED|||-NONE-|||1

S The disadvantages of social network media are quite undeniable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||1

S A research shows that people will unconsciously hide his or her real thought when he or her say or post something that will be exposed to the public .
A 1 1|||M:OTHER|||piece of|||REQUIRED|||-NONE-|||0
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 15 16|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Research|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 15 16|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S It means that one can not know another 's real thought and personalities by reading things that he or she put on social network media .
A 12 13|||R:NOUN:NUM|||personality|||REQUIRED|||-NONE-|||0
A 16 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||personality|||REQUIRED|||-NONE-|||1
A 17 18|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 18 19|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 19 20|||U:PRON||||||REQUIRED|||-NONE-|||1
A 23 24|||U:NOUN||||||REQUIRED|||-NONE-|||1

S It will make him or her quite upset when they communicate in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||U:PRON||||||REQUIRED|||-NONE-|||1
A 4 5|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 5 6|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S In addition , with all those " nice " guys around on the social network website , one may neglect people surrounding him or her but just communicate with friends on facebook .
A 25 26|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 22 23|||U:PRON||||||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 24 25|||U:PRON||||||REQUIRED|||-NONE-|||1
A 25 26|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 31 32|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S It is a common scene that two people sitting next to each other seldom talk with each other but just look at their cellphone .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||cellphones|||REQUIRED|||-NONE-|||1

S This kind of behaviour is not good to people 's psychological health according to a research .
A 7 8|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S The cyber communication is quite different to face to face communication and people who depends on cyber communication too much will not get used to the real life communication .
A 14 15|||R:VERB:SVA|||depend|||REQUIRED|||-NONE-|||0
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Cyber|||REQUIRED|||-NONE-|||1
A 6 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||face-to-face|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||depend|||REQUIRED|||-NONE-|||1
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||1
A 26 28|||R:OTHER|||real-life|||REQUIRED|||-NONE-|||1

S In addition , cyber relationship can not always work in real life .
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1

S With no close relationship in real life but only close cyber friends , one is more possibly to feel lonely because the physiological need of human beings is to feel the bond with others by our five senses .
A 16 17|||R:ADJ|||likely|||REQUIRED|||-NONE-|||0
A 34 35|||R:PREP|||through|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 16 17|||R:ADJ|||likely|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 34 35|||R:PREP|||through|||REQUIRED|||-NONE-|||1

S With the willing of people to become the best among others , social network site now become a place to show off .
A 14 15|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||desire|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1

S Some people will to post their expensive thing or the oversea places of interest they have been on the social network and get a feeling of satisfaction by doing so .
A 3 4|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADJ|||overseas|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||overseas|||REQUIRED|||-NONE-|||1
A 17 17|||M:PREP|||to|||REQUIRED|||-NONE-|||1

S It is a mental unhealth and it may trigger people especially teenagers to become material .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||mentally|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||unhealthy|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||illness|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||cause|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||materialistic|||REQUIRED|||-NONE-|||1

S The last but not the least , with all kinds of personal information on one 's social network page , it is covenient for criminal to make use of this information to commit a crime .
A 0 6|||R:OTHER|||Finally|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||criminals|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Last|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 23|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||criminals|||REQUIRED|||-NONE-|||1

S Above all , social network site is like a two sided knife and people can only take good advantage of it by avoiding the possible disadvantages of it such as put less personal information on his or her facebook page .
A 5 6|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 20 21|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB:FORM|||putting|||REQUIRED|||-NONE-|||0
A 35 36|||U:DET||||||REQUIRED|||-NONE-|||0
A 36 37|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 37 38|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 39 40|||R:NOUN:NUM|||pages|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||double-edged|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||sword|||REQUIRED|||-NONE-|||1
A 28 30|||R:OTHER|||by|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:FORM|||putting|||REQUIRED|||-NONE-|||1
A 35 36|||U:DET||||||REQUIRED|||-NONE-|||1
A 36 37|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 37 38|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 38 39|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S The modes of communication have been changing over the years , from letter writing to social networking .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This phenomenon is caused by rapidly changing technology , which has made communication to be faster than never before .
A 17 18|||R:ADV|||ever|||REQUIRED|||-NONE-|||0
A 13 15|||U:VERB||||||REQUIRED|||-NONE-|||1
A 17 18|||R:ADV|||ever|||REQUIRED|||-NONE-|||1

S Today , social media sites , such as Facebook and Twitter , are relatively common within the contemporary society ; and , people can communicate with each other , online or offline , on these social networking platforms .
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:PUNCT|||,|||REQUIRED|||-NONE-|||1

S They can even make new friends over similar interests on these platforms , which will be able to connect almost everyone closely in many parts of the world .
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||who|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||is|||REQUIRED|||-NONE-|||0
A 15 16|||R:MORPH|||are|||REQUIRED|||-NONE-|||0
A 20 20|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S However , critics may argue that with the existence of social media sites have reduced physical human interactions among people as they will prefer sitting in front of a computer to going out and meeting new friends .
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 22 23|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||between|||REQUIRED|||-NONE-|||1
A 22 23|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1

S This essay will discuss about both the benefits and down sides of using social media in the contemporary society .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 9 11|||R:ORTH|||downsides|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S Nowadays , social media are able to disseminate information faster than any other media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There are about 50 % of the people who have learnt about breaking news from social media .
A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||world 's|||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB:TENSE|||learn|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||About|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1
A 9 11|||R:VERB:TENSE|||learn|||REQUIRED|||-NONE-|||1

S This is due to people spending comparatively more time on social networking than time on reading newpapers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||newspapers|||REQUIRED|||-NONE-|||1

S Furthermore , with the current technology , smartphones are able to get access to social media sites which have made easier for consumers to use .
A 19 19|||M:VERB:TENSE|||been|||REQUIRED|||-NONE-|||0
A 19 19|||M:VERB:TENSE|||been|||REQUIRED|||-NONE-|||1

S Hence , social media has benefited the masses by equipping them with a powerful tool to disseminate information almost immediate to the people around them .
A 19 20|||R:MORPH|||immediately|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 19 20|||R:MORPH|||immediately|||REQUIRED|||-NONE-|||1

S However , critics may argue that not all information or news disseminated are reliable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1

S There might be false information or hoaxes spreading around on social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For example , in 2012 , there were false rumors of fires , shootouts , and caravans of gunmen in a Mexico City suburb which had spread through Twitter and Facebook .
A 25 26|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This had caused panic among the people who had flooded the local police department with numerous phone calls , and this had resulted temporarily closed of schools .
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 21 22|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 23 23|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 23 24|||R:MORPH|||temporary|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||closure|||REQUIRED|||-NONE-|||0
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 15 16|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 21 22|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 23 23|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 25 26|||U:PREP||||||REQUIRED|||-NONE-|||1

S The spreading of false information can be a potential psychological threat to everyone , given that social media can disseminate information in a realtively fast speed .
A 23 24|||R:SPELL|||relatively|||REQUIRED|||-NONE-|||0
A 21 22|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||relatively|||REQUIRED|||-NONE-|||1

S Nevertheless , there are cyber polices who roam around these social networking platforms to prevent these hoaxes spreading around .
A 5 6|||R:NOUN:NUM|||police|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||police|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1

S But , there will still be unreliable sources spreading false information on social media sites despite high security to control almost every social networking movement .
A 18 19|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 20 20|||M:PREP|||on|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Social media are able to improve relationship and make new friends , provided that there is mutual trust and mutual understanding between both parties .
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||help us to|||REQUIRED|||-NONE-|||1

S Many of the teenagers today claimed that they are able to keep in touch with their friends through social media , regardless of their location .
A 5 6|||R:VERB:TENSE|||claim|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||claim|||REQUIRED|||-NONE-|||1

S In the past , people used to writing letters to their friends and it will take relatively long time to send the letter over .
A 7 8|||R:VERB:FORM|||write|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||write|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB|||to arrive|||REQUIRED|||-NONE-|||1

S Therefore , with the help of technology , people are able to catch up wth each other conveniently .
A 14 15|||R:SPELL|||with|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||with|||REQUIRED|||-NONE-|||1

S Furthermore , it will be easier to make new friends find who have simliar interests or hobbies .
A 3 5|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 10 11|||U:VERB||||||REQUIRED|||-NONE-|||0
A 10 11|||U:VERB||||||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||similar|||REQUIRED|||-NONE-|||1

S However , in order for people to maintain their relationship as well as making new friends , it requires mutual trust and understanding between both parties .
A 9 10|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:FORM|||make|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:FORM|||make|||REQUIRED|||-NONE-|||1

S It might not be accurate to judge the other party 's feelings over social media as one may cover up their emotions while on social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||they|||REQUIRED|||-NONE-|||1

S In addition , there are also chances for people to miscommunicate with each other as they can not sense the tone of the other party over social media platforms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 25 26|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S This will result in unnecessary conflicts between two parties over miscommunication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S But , if there is trust and mutual understand on social media , it will be ideal for people to improve relationship and make new friends .
A 21 22|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||understanding|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1

S In conclusion , social media in the contemporary society is able to help one improve relationship and make new friends , as well as , disseminate information efficiently to the masses .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 24 25|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 24 25|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S However , there are risks of false information and chances of miscommunication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nevertheless , the advantages of social media will benefit the masses if the negative aspects of it can be carefully taken care of .
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S All-in-all , social media is the product of rapid technological advancement and there are more to come in future .
A 13 14|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Advantages : Social media sites have greatly ease long distance communication and interaction due to its accessibility and convenience .
A 7 8|||R:VERB:FORM|||eased|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||facilitated|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1

S With a globalised and interconnected world today , Twitter and Facebook are now the mainstream platform for social interaction .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 15|||R:ADJ|||main|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||1

S With just a touch away from any meida/electronic devices , one can easily interact and communicate with his friends without much hassle .
A 17 18|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 1 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||media/electronic|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1

S Thus , long distance relationship or friendship can be maintain and keeping in touch with your circle of friends has been made much easier .
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||maintained|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||maintained|||REQUIRED|||-NONE-|||1

S With the sharing of personal photos , posting of status of one 's personal feeling or experience and able to reply to these posts allowed human interaction to be engage and expand with ease .
A 18 19|||R:MORPH|||ability|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB:FORM|||engaged|||REQUIRED|||-NONE-|||0
A 31 32|||R:VERB:FORM|||expanded|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||The|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||or|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||the ability|||REQUIRED|||-NONE-|||1
A 24 24|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 28 30|||UNK|||be engage|||REQUIRED|||-NONE-|||1

S Introverts or those who are shy to communicate with their friends are now able to do so in the form of words via social media platform .
A 25 26|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:PART|||about|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||communicating|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||1

S Thus , socialisation can occur seamlessly and effectively with the utilisation of such social media platforms.Meet-ups and appointments are no longer a barrier for humans to contact and communicate with one another , making human interaction possible at one 's own convenience .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||socialising|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||use|||REQUIRED|||-NONE-|||1

S The society will adapt to such phenomenon as physical interaction are transformed into cyber interaction .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Society|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||phenomena|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1

S With the frequent usage and reliance of the social media and the Internet , a society that socialises through the cyber will be more advance and adapted to the highly connected world .
A 24 25|||R:MORPH|||advanced|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||use|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||Internet|||REQUIRED|||-NONE-|||1
A 24 25|||R:MORPH|||advanced|||REQUIRED|||-NONE-|||1

S This will greatly help a society to progress rapidly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Disadvantages : One of the main concerns of using social media platform to communicate is credibility .
A 11 12|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||0
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||trust|||REQUIRED|||-NONE-|||1

S The certainty of what is being shared or expressed could not be proven physically as media limits this physical interaction , except when using a webcam to chat .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 16 17|||R:MORPH|||limit|||REQUIRED|||-NONE-|||1

S We can not be certain for sure the reliabilty or truth of some posts or information we received through the Inetrnet .
A 7 7|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||receive|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||Internet|||REQUIRED|||-NONE-|||1

S We may in actual fact communicating with a hoax Facebook acccount of a cyber friend , which we assume to be real but in reality , it is a fake account .
A 5 5|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||fake|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||account|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 13 14|||R:ADJ|||online|||REQUIRED|||-NONE-|||1
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Photos and informations retrieved from their profile page may be fabricated to suit certain personal agenda .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||a|||REQUIRED|||-NONE-|||1

S Thus , the lack of face-to-face human contact through social media restricts actual interaction which can be stimulated through the media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Although emocons can be used to show certain emotion , this differs from the real authentic emotion of your friends when you observed them through their body language and their facial expression .
A 8 9|||R:NOUN:NUM|||emotions|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:TENSE|||observe|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||emoticons|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||emotions|||REQUIRED|||-NONE-|||1
A 15 16|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||observe|||REQUIRED|||-NONE-|||1

S The danger of such media socialisation is the uncertainty of such communication due to lack of physical interaction .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADJ|||online|||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||socialising|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Furthermore , this lack of physical interaction has affected human inter-personal behaviour since communication is made through social media instead of meet-ups .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADJ|||interpersonal|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||conducted|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||meetings|||REQUIRED|||-NONE-|||1

S This lowers the experience of human ability to interact with one another which can adversely shape one 's behaviour .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The lack of exposure to real life interaction with humans with not create the confidence and skills needed for one to interact seamlessly and effectively with others .
A 10 11|||R:SPELL|||will|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||will|||REQUIRED|||-NONE-|||1

S Therefore , for an effective and efficient society , there is a need to have a balance of both social media interaction and face-to-face human interaction within its people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 26 29|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Nowadays , people can even use their phone to read news and everyone can be the first witnesses of what is happening in the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1

S People use Twitter to follow the artiste or celebrity they love and Facebook to see what is their friends ' recent activity .
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||0
A 22 22|||M:NOUN|||is.|||REQUIRED|||-NONE-|||0
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||1
A 22 22|||M:VERB|||is|||REQUIRED|||-NONE-|||1

S Nevertheless , they still can use phone to do normal call and message to contact .
A 8 9|||R:VERB|||make|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 3 5|||R:WO|||can still|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||make|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||calls|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||send|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||messages|||REQUIRED|||-NONE-|||1
A 15 15|||M:NOUN|||people|||REQUIRED|||-NONE-|||1

S Not only the phone did the jobs for them , but also devices like personal computer , laptop , tablet , and many other devices which are able to connect to internet .
A 2 2|||M:VERB:TENSE|||does|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||It is not|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||that does|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||computers|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||laptops|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||tablets|||REQUIRED|||-NONE-|||1
A 31 31|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 31 32|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1

S It is obvious to see that internet saves people 's time and also connect people globally .
A 13 14|||R:VERB:SVA|||connects|||REQUIRED|||-NONE-|||0
A 3 5|||U:VERB||||||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||connects|||REQUIRED|||-NONE-|||1

S Several arguments have been made regarding the social media actually have some inevitable disadvantages to people .
A 6 7|||R:OTHER|||how|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||whether|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||for|||REQUIRED|||-NONE-|||1

S People can only use electical devices to access internet .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||electrical|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1

S Whenever they need to use social media , they have to use a phone or internet .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||other device|||REQUIRED|||-NONE-|||1

S Generally people need they eyes to look at the display screen of their phone or computer and fingers to manipulate the corresponding device .
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 21 22|||R:ADJ|||relevant|||REQUIRED|||-NONE-|||1

S As a result , they will lose eyes to contact and hands to express their feeling to people nearby them , which means they have lost the tools they need for face-to-face contact communicating .
A 7 8|||R:NOUN:NUM|||eye|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||not have|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB|||make|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||1
A 19 20|||U:PRON||||||REQUIRED|||-NONE-|||1
A 32 34|||R:NOUN|||communication|||REQUIRED|||-NONE-|||1

S This can be easily seen in restaurants or cafes nowadays .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S A family of four having dinners in a restaurant without any chatting , because their holding and looking at their display screen with one hand when the other hand is holding a fork .
A 0 1|||R:ORTH|||a|||REQUIRED|||-NONE-|||0
A 33 34|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||dinner|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||they 're|||REQUIRED|||-NONE-|||1
A 20 21|||U:NOUN||||||REQUIRED|||-NONE-|||1

S A group of friends having high tea in a caf é without chatting as well , because they do not know what to talk but pressing on their display screen .
A 0 1|||R:ORTH|||a|||REQUIRED|||-NONE-|||0
A 24 26|||R:OTHER|||about without clicking|||REQUIRED|||-NONE-|||1
A 28 29|||U:NOUN||||||REQUIRED|||-NONE-|||1

S The children nowadays do not know what is neighbourhood games and who is staying beside them , all they know is pressing icons on the screens .
A 0 1|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||0
A 10 10|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 16 17|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Children|||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 10 10|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 13 14|||U:VERB||||||REQUIRED|||-NONE-|||1
A 16 17|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||clicking on|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1

S These are some concrete examples of how the socia media reduce face-to-face human contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||social|||REQUIRED|||-NONE-|||1

S When people get use of using socia media to contact other people , what will happen is that their interpersonal communicating skills will degrade and lost eventually .
A 3 4|||R:VERB:FORM|||used|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 25 25|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||used|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 20 21|||R:MORPH|||communication|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||be degraded|||REQUIRED|||-NONE-|||1

S Firstly , they have lost the courage to meet strangers , not even the courage to talk .
A 3 4|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:FORM|||lose|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||let|||REQUIRED|||-NONE-|||1
A 12 13|||R:ADV|||alone|||REQUIRED|||-NONE-|||1

S Also , they will not have enough experience to communicate with people in face and not be trained in their conversation skills .
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||face to|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1

S As a result , social media helps them do the jobs but indirectly affects their interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||affect|||REQUIRED|||-NONE-|||1

S Social media does have some other advantages beside their general benefits to human being .
A 13 14|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||besides|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||1

S First of all , people saves money by using internet to contact other people and reading news .
A 5 6|||R:VERB:SVA|||save|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||to read|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||save|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 9 10|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||read|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||1

S A father may be able to make a call to his daughter who is in other country via socia media software instead of making international call which costs a lot to normal salary family .
A 15 16|||R:DET|||another|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 24 24|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 32 33|||R:MORPH|||salaried|||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||another|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 24 24|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 30 31|||R:OTHER|||for a family on|||REQUIRED|||-NONE-|||1
A 31 31|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 33 34|||U:NOUN||||||REQUIRED|||-NONE-|||1

S He can even talk to her daughter face-to-face using video call via internet .
A 5 6|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||his|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||calls|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1

S Secondly , people makes friends all over the world and able to update their friends his recent activity easily .
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0
A 10 10|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 10 10|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 15 15|||M:PREP|||on|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1

S A guy who is going travel for months can easily tell all of his friends about his activity .
A 5 5|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||man|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||travelling|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||activities|||REQUIRED|||-NONE-|||1

S When one of his friends who is not aware of this has failed to contact him via telephone calls , he might be able to get his whereabout using social media .
A 27 28|||R:MORPH|||whereabouts|||REQUIRED|||-NONE-|||0
A 27 28|||R:MORPH|||whereabouts|||REQUIRED|||-NONE-|||1

S These are the advantages that save works most of the time .
A 6 7|||R:NOUN:NUM|||work|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||work|||REQUIRED|||-NONE-|||1

S In conclude , socia media benefits people in several ways but in the same time harms people .
A 0 1|||R:PART|||To|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||conclusion|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||benefit|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||harm|||REQUIRED|||-NONE-|||1

S People should avoid the misuse of socia media and use it in the proper way .
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||1

S With the aids of social media , people bonds globally , information flows rapidly , and human lives happily .
A 2 3|||R:NOUN:NUM|||aid|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||bond|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||aid|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||bond|||REQUIRED|||-NONE-|||1
A 18 18|||M:VERB|||proceed|||REQUIRED|||-NONE-|||1

S All of us are living in the technology realm society .
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 6 10|||UNK|||the technology realm society|||REQUIRED|||-NONE-|||1

S Have you ever wondered why we use these tools to connect ourselves with other people ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||U:PRON||||||REQUIRED|||-NONE-|||1

S It started withthe invention of technology which has evolved tremendously over the past few decades .
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||with the|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In the past , we travel by ship and now we can use airplane to do so .
A 5 6|||R:VERB:TENSE|||travelled|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||travelled|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||an|||REQUIRED|||-NONE-|||1

S In the past , it took a few days to receive a message as we need to post our letter and now , we can use e-mail which stands for electronic message to send messages to our friends or even use our handphone to send our messages .
A 15 16|||R:VERB:TENSE|||needed|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||needed|||REQUIRED|||-NONE-|||1
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 32 32|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 42 43|||R:OTHER|||mobile phone|||REQUIRED|||-NONE-|||1

S From the example that I have mentioned earlier we can see that distance between us and our loved one are getting further apart .
A 2 3|||R:NOUN:NUM|||examples|||REQUIRED|||-NONE-|||0
A 7 8|||U:ADV||||||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||ones|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||greater|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||distances|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||ones|||REQUIRED|||-NONE-|||1

S This is because by the ease of technology such as airplane , some of our friends might be going overseas to continue their studies or even you are away from your family to pursue your studies or even careers in life .
A 25 26|||R:ADV|||perhaps|||REQUIRED|||-NONE-|||0
A 37 38|||U:ADV||||||REQUIRED|||-NONE-|||0
A 38 39|||R:NOUN:NUM|||career|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 26|||R:ADV|||maybe|||REQUIRED|||-NONE-|||1
A 32 34|||R:VERB:FORM|||pursuing|||REQUIRED|||-NONE-|||1
A 39 41|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Thus , this makes Twitter and Facebook become one of the medium that we need .
A 11 12|||R:NOUN:NUM|||mediums|||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||media|||REQUIRED|||-NONE-|||1

S Nevertheless,everything in life has positive and negative effects .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is applicable to these social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The next two paragraphs will be discussing about the advantages and disadvantages of using social media in our society .
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 5 7|||R:VERB:TENSE|||discuss|||REQUIRED|||-NONE-|||1
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||1

S With the help of social media tools , we can stay in contact and keep ourselves up to date with our family and friends even though we are away from them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media sites such as Facebook has allow us to share our pictures or even chat online with our parents while we are overseas .
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||allowed|||REQUIRED|||-NONE-|||1

S This approaches help the parents to communicate with their children and know what kind of activities that their children have when they are overseas .
A 0 1|||R:DET|||These|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||approach|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||helps|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||do|||REQUIRED|||-NONE-|||1

S The social media is beneficial as it connect you and your loved one even though you are separated by the distance .
A 7 8|||R:VERB:SVA|||connects|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 6 7|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1

S It might not be able to replace the joy that you have when you are with your family but it could help to reduce the sadness of being away from your family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S As I mentioned in the beginning , there is also disadvantages of social media tools .
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S One of them is that it reduce the level of concentration especially among the youngsters .
A 6 7|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||young people|||REQUIRED|||-NONE-|||1

S This is because it is part of everyone 's habit to check their facebook 's page as their friends will post something new every second .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||Facebook|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Thus , you can see that some students will browse facebook while attending lectures .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 11|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S This means that the students are not concetrating when they supposed to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||concentrating|||REQUIRED|||-NONE-|||1
A 10 10|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1

S As a result , it could affect their lives and studies .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This will then could lead to stress as these students are not able to cope with their studies because they were distracted .
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In my opinion , every individual has to take responsibility of their own lives by making a right decision .
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||the|||REQUIRED|||-NONE-|||1

S There are advantages and disadvantages in using social media sites , however in this case striking balance between social media and lives is the most important thing to do .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||but|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||life|||REQUIRED|||-NONE-|||1

S Nowadays , the use of the sociall media platforms is a commonplace in our lives .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S In increasingly globalised world , such platforms even enhances and compliccates the links between indivduals in the world .
A 1 1|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||enhance|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||complicate|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||enhance|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||complicate|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||individuals|||REQUIRED|||-NONE-|||1

S Thanks to them , people can get to know one another online , without having to travel to meet up for business purposes for companies or personal reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , it is also bringing some social changes whereby such virtual worlds are overtaking the real-life world , resulting in some negative impacts in individuaul 's daily lives and therefore becoming a large problem in societies as a whole .
A 25 27|||R:OTHER|||individuals '|||REQUIRED|||-NONE-|||0
A 6 6|||M:PART|||about|||REQUIRED|||-NONE-|||1
A 24 25|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 25 27|||R:OTHER|||individuals '|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 31 31|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 33 34|||R:ADJ|||big|||REQUIRED|||-NONE-|||1
A 36 37|||R:NOUN:NUM|||society|||REQUIRED|||-NONE-|||1

S As people spend more and more time on such social media sites , the importance of the face-to-face human contacts has decresed .
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||contact|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||decreased|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||contact|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||decreased|||REQUIRED|||-NONE-|||1

S As people feel more confident online where they do not have to face in real-life on the spot , they feel more comfortable and thus prefer communicating online .
A 13 15|||R:OTHER|||problems|||REQUIRED|||-NONE-|||0
A 27 28|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||real|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||life|||REQUIRED|||-NONE-|||1
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S This results in lack of interpersonal skills in individual , especially young students as they always have option to turn their back to the real-life and go online .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 22 23|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||real|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||life|||REQUIRED|||-NONE-|||1

S This becomes a huge problem when they have no choice but have to face things in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||1

S As they are so used to having an online avatar , they may lose their self-identity in real life and may not realise how to interact people in real-life .
A 26 26|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||sense of self|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||know|||REQUIRED|||-NONE-|||1
A 26 26|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 28 29|||R:OTHER|||real life|||REQUIRED|||-NONE-|||1

S Another problem with social media is that , the benefits from investing such enormous time and energy is not relfected as something positive to the users .
A 19 20|||R:SPELL|||reflected|||REQUIRED|||-NONE-|||0
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||amounts of|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||reflected|||REQUIRED|||-NONE-|||1

S The reason why it is so addictive is , that the more people get into the social media , they seek attention from their friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 19|||M:ADV|||the more|||REQUIRED|||-NONE-|||1

S However , such sparks of sudden attention is extremely short-termed and gone eaily thus does not add any value or meaning to the user 's life .
A 7 8|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 12 14|||R:ADV|||quickly|||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||adding|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||no|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADJ|||short-term|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 11 14|||R:OTHER|||so they|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||1

S Also , according to a research , it has been proven that the users feel more sad after using the Facebook and this is because users unknowingly compare their lives with other people 's lives .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 17|||R:ADJ:FORM|||sadder|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S But seriously , most people only post the happiest moments in their lives .
A 0 4|||U:OTHER|||Most|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media definitely has some other strong benefits that make the users stay is the links among the people .
A 13 14|||R:OTHER|||:|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||, and one of them|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||between|||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1

S Indeed , I myself use Facebook just because of the friends ' contacts that I want to keep .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||contact with|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , the friendship on such virtual world is so superficial which is not so relevant to the real-life .
A 7 8|||R:NOUN:NUM|||worlds|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||real|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||life|||REQUIRED|||-NONE-|||1

S Also , as numerous profit-driven companies realize the hugh human traffic on such social media sites , they make it as a pond to fish the customers by uploading many advertisements .
A 7 7|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||huge|||REQUIRED|||-NONE-|||0
A 25 25|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||recognise|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||huge|||REQUIRED|||-NONE-|||1
A 20 21|||U:PREP||||||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||for|||REQUIRED|||-NONE-|||1

S Furthermore this also possibly triggers the privacy issues as the Facebook allows some other profit-driven companies to have access to the information on the users .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1

S As this happens , users are more and more pron to any possible frauds .
A 9 10|||R:MORPH|||prone|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||vulnerable|||REQUIRED|||-NONE-|||1

S Social media sites are at their peaks at the moment , however , I believe that when people realize that such sites are not making them better persons in real-life , they will not be indulged in it as much as they are now .
A 37 38|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||peak|||REQUIRED|||-NONE-|||1
A 10 12|||R:PUNCT|||. However|||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||real life|||REQUIRED|||-NONE-|||1
A 34 36|||R:VERB:TENSE|||indulge|||REQUIRED|||-NONE-|||1
A 42 43|||R:VERB|||do|||REQUIRED|||-NONE-|||1

S The users , soon , will realise that they do not need such social media sites to keep in contact with the their friends because , if they really need somebody , they will reach the friends no matter what .
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 35 36|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||1
A 34 35|||R:OTHER|||get in contact|||REQUIRED|||-NONE-|||1
A 35 36|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 37 37|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S We think we are all connected through all sorts of social media , but do we really get connected or falling apart ?
A 20 21|||R:VERB:FORM|||fall|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||fall|||REQUIRED|||-NONE-|||1

S Social media sites like Facebook and Twitter are born with the intention of connecting people , from around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||created|||REQUIRED|||-NONE-|||1
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S The idea seems great , and nowadays most people even the older generation will have at least one social media platform like Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The parents are now the " friends " of their kids , and they can now " follow " their kids more closely and on real time .
A 24 25|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Parents|||REQUIRED|||-NONE-|||1
A 24 25|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S People post about their random thoughts or daily activities via Twitter and post different kinds of photos on Facebook frequently , to be connected with their so called friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 20 21|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 26 28|||R:OTHER|||so-called|||REQUIRED|||-NONE-|||1

S However , as we then tend to spend too much time on this and have significantly reduced in face-to-face human contact , that eventually affects our interpersonal skills .
A 17 18|||R:OTHER|||our|||REQUIRED|||-NONE-|||0
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1

S First and foremost , I would like to share on the advantages of using such social media in my daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1

S As a student , I tend to meet lots of people from different background and at different settings .
A 13 14|||R:NOUN:NUM|||backgrounds|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||backgrounds|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S We may meet only once but we exchange our contact numbers as well as facebook account in order to keep in touch .
A 15 16|||R:VERB:SVA|||accounts|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||accounts|||REQUIRED|||-NONE-|||1

S Unlike just keeping contact numbers that we may not even call , social media like facebook is a great way for friends from different field or even from different parts of the world to be connected .
A 24 25|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||1

S Within clicks , we could check on the friend 's profile and read on for his/her updates .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1

S On another hand , we could update our profile by posting on the wall and our friends could read up on the newsfeed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||the other|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1

S This allows friends that may not have the time for meet up to still connected in a way .
A 9 10|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 14 14|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 9 10|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1

S Not only that , new friends can be easily met through such online platforms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 4|||M:CONJ|||but|||REQUIRED|||-NONE-|||1
A 7 9|||R:WO|||easily be|||REQUIRED|||-NONE-|||1

S Hence , our social circle is indeed expanding .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nonetheless , what seems to make us connected can be the cause that falls us apart .
A 13 14|||R:VERB|||pulls|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||makes|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB|||fall|||REQUIRED|||-NONE-|||1

S The obvious disadvantage of using social media is that the time reduction on face-to-face contact .
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1

S This subsequently leads to the poor interpersonal skills that inhibit the growth of our real social circle .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1

S For example , we tend send a birthday wishes when Facebook promts us " Today is someone 's birthday " .
A 5 5|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||prompts|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||prompts|||REQUIRED|||-NONE-|||1

S In fact , we may have just forgotten our friend 's birthday .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S We used to send wishes cards during festive season like Chinese New Year , and we feel so good to write one and of course to receive one with stamps on it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||greetings|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||seasons|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||felt|||REQUIRED|||-NONE-|||1

S Gone were the times , and now we do mass sending and the receiver may feel less meaning in such online wishes .
A 1 2|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||those|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1

S As time passed , we may have more " friends " on the list , but the meaning of friends needs to be redefined .
A 2 3|||R:VERB:TENSE|||passes|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||passes|||REQUIRED|||-NONE-|||1

S In a nutshell , every sword has two edges .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||summary|||REQUIRED|||-NONE-|||1
A 4 7|||R:OTHER|||there are|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||sides to every coin|||REQUIRED|||-NONE-|||1

S The users of every social media sites need to strike a balance between the real world versus the virtual one .
A 6 7|||R:NOUN:NUM|||site|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||all|||REQUIRED|||-NONE-|||1

S We should maximize the benefits of such platforms but be careful of its impacts on the actual life that we have .
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||1

S Ultimately , the best way to enhance interpersonal skills is still through face-to-face meetings but social media sites are only the tools to enhance it .
A 24 25|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1

S Nowadays , social media sites are commonly used in the society .
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1

S I believe 80 percents of people plays social media sites .
A 3 4|||R:NOUN:NUM|||percent|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||use|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||per cent|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||use|||REQUIRED|||-NONE-|||1

S These sites play the role of connecting people around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S It consists of the function of connecting , sharing , interacting and advertising .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||consist|||REQUIRED|||-NONE-|||0
A 2 5|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , there are also some disadvantages occur due to the social media which are concerned in the society .
A 7 7|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 15 15|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 15 16|||R:MORPH|||concern|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||a cause for|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||concern|||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1

S Therefore , this article is written to explain the pros and cons of using social media in our daily life .
A 19 20|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S First , with the function of social media sites that connects the people , everyone is able to interact and communicate with friends and families , or even strangers without any time and place constraints .
A 3 3|||M:OTHER|||regard to|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||connect|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||1
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Through the social media sites , we can chat with our friends who stay in Europe and New Zealand .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||are|||REQUIRED|||-NONE-|||1

S There are over thousand miles between Singapore and these two countries .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1

S However , we are able to chat with our friends without travel to the countries .
A 11 12|||R:VERB:FORM|||travelling|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||travelling|||REQUIRED|||-NONE-|||1

S It saves a lot of money and time as well as strengthen our relationship although we stay at different places around the world .
A 8 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:SVA|||strengthens|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||strengthening|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Besides that , company also can use the convenience of social media sites , such as Facebook chat or Skype to facilitate the meeting with parties of project from around the world .
A 3 4|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||meetings|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN:NUM|||projects|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||1
A 4 6|||R:WO|||can also|||REQUIRED|||-NONE-|||1
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||1
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 28|||M:NOUN|||partners|||REQUIRED|||-NONE-|||1

S Substantial cost is saved without the tiring travel from one point to another point .
A 1 2|||R:NOUN:NUM|||costs|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||costs|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S With the huge amount of cost savings , this capital can be utilized in the other sectors which benefits company more and boost up the company 's profit .
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:SVA|||boosts|||REQUIRED|||-NONE-|||0
A 23 24|||U:PART||||||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:SVA|||boosts|||REQUIRED|||-NONE-|||1
A 23 24|||U:PART||||||REQUIRED|||-NONE-|||1

S However , there are two sides of stories always .
A 4 4|||M:ADV|||always|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||to every coin|||REQUIRED|||-NONE-|||1

S Some scholars argue that the usage of social media reduces the face-to-face connection between human .
A 14 15|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1

S Since ancient times , human interact with others face by face .
A 4 5|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1
A 5 5|||M:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||interacting|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Without the facial impression , it is easier to misunderstand the intention of speakers .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||expression|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||speaker 's|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||expression|||REQUIRED|||-NONE-|||1

S That is why facial impression is one of the most important elements in social learning .
A 4 5|||R:NOUN|||expression|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||expression|||REQUIRED|||-NONE-|||1

S In addition , " social media sites will affect writing skills " , that is the point of view in society .
A 12 13|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 13 21|||UNK|||that is the point of view in society|||REQUIRED|||-NONE-|||0
A 12 14|||R:PUNCT|||. That|||REQUIRED|||-NONE-|||1

S Based on the statistic report , the more of the writing skills will be reduced when the more time used in the social media sites .
A 2 3|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||statistical|||REQUIRED|||-NONE-|||0
A 6 10|||UNK|||the more of the|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||spent|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB|||According|||REQUIRED|||-NONE-|||1
A 1 2|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||statistical|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||reports|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||time is spent on social media sites ,|||REQUIRED|||-NONE-|||1
A 10 10|||M:ADJ|||more|||REQUIRED|||-NONE-|||1
A 15 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S I believe most of us have the experience of suddenly forget how to write a word that we should know .
A 10 11|||R:VERB:FORM|||forgetting|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||forgetting|||REQUIRED|||-NONE-|||1

S The auto correction software is so effective when using electronic device until we did not realize the importance of writing .
A 10 11|||R:NOUN:NUM|||devices|||REQUIRED|||-NONE-|||0
A 11 11|||M:ADV|||so much|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||so that|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||0
A 1 3|||R:ORTH|||autocorrection|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||devices|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||1

S Writing is an essential skill of person who express their own feelings and opinions .
A 5 6|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 10 11|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||to|||REQUIRED|||-NONE-|||1

S 'Privacy ' , this is the word that popular in these few decades .
A 2 3|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||has been|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||the most|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||word over|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||the last|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||decades.|||REQUIRED|||-NONE-|||0
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||recent|||REQUIRED|||-NONE-|||1

S Human has their own rights and privacy .
A 0 1|||R:NOUN:NUM|||Humans|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN:NUM|||Humans|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1

S I believe that most of us agree with these terms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , there is news about the social media sites leaks users ' information to companies with cash reimbursement .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||which|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||leak|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||leaking|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||for|||REQUIRED|||-NONE-|||1

S Everything we type in the social media sites is recorded in the server and then transfer to the companies for spying and advertising .
A 10 11|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||transferred|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||transferred|||REQUIRED|||-NONE-|||1

S Although it looks like no laws and it is your own space to speak and do anything you want , you are actually wrong .
A 4 4|||M:OTHER|||there are|||REQUIRED|||-NONE-|||0
A 14 14|||M:ADV|||in|||REQUIRED|||-NONE-|||0
A 4 6|||UNK|||no laws|||REQUIRED|||-NONE-|||1

S You are not only controlled by the government laws but also spied by the government .
A 12 12|||M:PART|||on|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:PART|||on|||REQUIRED|||-NONE-|||1

S In conclusion , everything has two sides of stories .
A 5 9|||R:OTHER|||a positive and a negative side.|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||there|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||to every story|||REQUIRED|||-NONE-|||1

S It is our responsibility to identify the advantages and disadvantages of social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S To utilize the technology well , we should do our effort to not only balance the pros and cons but also lengthen the pros and shorten the cons .
A 10 11|||R:OTHER|||best|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||make|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1

S Thus , the new technology will be able to bring a prosperous future for our and next generation .
A 15 16|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||1

S With the wide spread of advanced technology , social media sites are becoming more and more popular .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 4|||R:ORTH|||widespread|||REQUIRED|||-NONE-|||1
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1

S Getting connected on social media such as facebook and twitter has become a main trend as well as daily work nowadays .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 9 10|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||1
A 10 12|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||activity|||REQUIRED|||-NONE-|||1

S With this situation , both advantages and disadvantages of using social media apply to our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On one side , it is obvioualy that many advantages have been brought to our lives .
A 2 3|||R:NOUN|||hand|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||obvious|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||hand|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||obvious|||REQUIRED|||-NONE-|||1

S Social media provides people with the opportunity to get contact with each other every time and everywhere .
A 9 9|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||any|||REQUIRED|||-NONE-|||0
A 16 17|||R:ADV|||anywhere|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||1
A 9 9|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||anytime|||REQUIRED|||-NONE-|||1
A 16 17|||R:ADV|||anywhere|||REQUIRED|||-NONE-|||1

S Whether we are at home or at school , at work or on a holiday , we are able to communicate and interact with our friends .
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1

S Even when people are thousands of miles apart , social media make it possible to have interaction by keep writing comments .
A 15 17|||R:OTHER|||keep in touch|||REQUIRED|||-NONE-|||0
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||0
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||1

S When our phones are accidentally done , we can also use the social media to get contact with our friends .
A 5 6|||R:VERB|||broken|||REQUIRED|||-NONE-|||0
A 16 16|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 5 6|||UNK|||done|||REQUIRED|||-NONE-|||1
A 16 16|||M:PREP|||in|||REQUIRED|||-NONE-|||1

S Some people who are try to talk in the public can also actively take part in the group chatting via social media .
A 4 5|||R:VERB:FORM|||trying|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:FORM|||chat|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:FORM|||trying|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S Besides , we can make more friends by such interactions when our friends also bring their friends in .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||through|||REQUIRED|||-NONE-|||1

S Therefore , the popularity of social media sites have made it more convenient for people ot update friends ' status and contact with friends more frequently .
A 15 16|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||0
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB|||to keep|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||up to|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||date|||REQUIRED|||-NONE-|||1
A 17 17|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||1

S On the other side , we need to rethink about the influences brought by the social media .
A 3 4|||R:NOUN|||hand|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||hand|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||think|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||exerted|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S There are still many disadvantages of using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Firstly , interpersonal skills may be affacted by the reduction in face-to-face human contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S While social media brings convenience to people life , people are more and more willing to use social media for chatting instead of face-to-face chatting which has a time and place requirement .
A 7 7|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S People who are not good at public chatting may be more reluctant to talk to people , and their interpersonal skills can never be improved under this situation .
A 25 26|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1
A 25 26|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Secondly , people 's over-addition may avoidably , to some degree , exacerbate social alienation , and this kind of alienation causes some social media users to suffer from the over-dependence of virtual social networking .
A 4 5|||R:NOUN|||over-addiction|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||addiction|||REQUIRED|||-NONE-|||1
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||1
A 31 32|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S More and more networking has been transferred to internet from real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1

S This is a potential danger for teenagers who are growing with social changes to get hurt .
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 10|||M:PART|||up|||REQUIRED|||-NONE-|||1
A 11 16|||UNK|||social changes to get hurt|||REQUIRED|||-NONE-|||1

S Thirdly , a lot of updating of luxury living standard as well as other show-off situations may make people 's daily life more and more grandiloquent , which is not an accurate social growing trend .
A 9 10|||R:NOUN:NUM|||standards|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||lives|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||grandiose|||REQUIRED|||-NONE-|||0
A 32 34|||R:WO|||growing social|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||standards|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||showing|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||off|||REQUIRED|||-NONE-|||1
A 25 26|||R:ADJ|||extravagant|||REQUIRED|||-NONE-|||1
A 31 35|||UNK|||accurate social growing trend|||REQUIRED|||-NONE-|||1

S Lastly , it is easy for people to waste a lot of time using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Again , there is a trend for them to suffer from social media addition and their study and work may be greatly influenced .
A 13 14|||R:NOUN|||addiction|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||addiction|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||1

S Since we can see both advantages and disadvantages of using social media , and we can not deny the huge benefits that have been brought to us , this main trend of using social media may be still lasting for a long time .
A 36 37|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 38 39|||R:VERB:FORM|||last|||REQUIRED|||-NONE-|||0
A 36 37|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 38 39|||R:VERB:FORM|||last|||REQUIRED|||-NONE-|||1

S Therefore , everytime when we use social media , we should take both sides into consideration and try to avoid be affected by the disadvantages .
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||whenever|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||1

S Only by absorbing the essence and discarding the dregs can we make better use of the social media .
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1

S In the sophisticated era like these days , experts keep producing inventions that are meant to make life easier .
A 1 2|||R:DET|||our|||REQUIRED|||-NONE-|||0
A 4 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Geographical and transportation borders are not a problem anymore because communication and information technologies were enhanced continuously .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||1
A 15 17|||R:WO|||continuously enhanced|||REQUIRED|||-NONE-|||1

S Telephone may be perceived as a big innovation created ever when the first time Graham Bell introduced it .
A 2 3|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ:FORM|||biggest|||REQUIRED|||-NONE-|||0
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The telephone|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:ADJ:FORM|||biggest|||REQUIRED|||-NONE-|||1
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||1

S However , since internet were known , telephone started to give way to social media sites .
A 3 4|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||become popular|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||as soon as|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||was|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||introduced|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Many advantages are given to the users .
A 3 4|||R:VERB|||offered|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Let us take example from Facebook and Twitter , two of the most famous social media sites .
A 2 3|||R:VERB|||consider|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||examples|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S Through Facebook , peope are able to maintain relationship with their old acquaintances .
A 8 9|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1

S This benefit can not be obtained through telephone or mail because people 's particular and address may change from time to time while on Facebook , people can keep in contact with old friends just by using name and photo , for example , as the identifier .
A 13 14|||R:NOUN:NUM|||particulars|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||addresses|||REQUIRED|||-NONE-|||0
A 22 23|||M:PUNCT|||. While|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||details|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Facebook is like a combination of message and chatting service , personal profile , media of sharing , and other entertainment add-on ( i.e .
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 17|||M:NOUN|||medium|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||way|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||add-ons|||REQUIRED|||-NONE-|||1

S social games ) which allow users to communicate with remote people , and also to update and express themselves at the same time .
A 4 5|||R:VERB:SVA|||allows|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||who are far away|||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB|||to keep up|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||date|||REQUIRED|||-NONE-|||1

S Twitter , that has more simplified function compared to Facebook , gives more benefit if used as information sharing media .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||functions|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||giving|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||which|||REQUIRED|||-NONE-|||1
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||medium|||REQUIRED|||-NONE-|||1

S Twitter only allow users to give update that is limited to short sentences in order to spread the words fast , that only highlighted messages are delivered .
A 2 3|||R:VERB:SVA|||allows|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||updates|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||send|||REQUIRED|||-NONE-|||0
A 19 20|||R:ADV|||quickly|||REQUIRED|||-NONE-|||0
A 21 21|||M:PREP|||so|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||allows|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 21 24|||UNK|||that only highlighted|||REQUIRED|||-NONE-|||1

S For Facebook , a comprehensive way of sharing is offered since multiple photos and videos can be uploaded , long notes can be published , even documents and data can be shared through Facebook nowadays .
A 0 1|||R:PREP|||With|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 24 25|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||With|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 25|||M:CONJ|||and|||REQUIRED|||-NONE-|||1

S These advantages also comes in handy as most of these social media sites are accessible through mobile application in our smartphones .
A 3 4|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S Despite the luxury that is offered by social media , there are also harmful side effects which people may not realize it beforehand .
A 21 22|||U:PRON||||||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||recognise|||REQUIRED|||-NONE-|||1

S Researches show that face-to-face meeting frequency among people that are addicted to social media sites has been decreasing .
A 0 1|||R:NOUN:NUM|||Research|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||shows|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN:NUM|||Research|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||shows|||REQUIRED|||-NONE-|||1

S As the consequence , it affects their interpersonal skills .
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB|||are affected|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 4 5|||R:PRON|||this|||REQUIRED|||-NONE-|||1

S People can think while typing and prepare what they want to say but in face-to-face communication , every word that comes out of your mouth and may be not well arranged is the picture of your personality .
A 25 31|||UNK|||and may be not well arranged|||REQUIRED|||-NONE-|||0
A 32 33|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN|||reflection|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 27 29|||R:WO|||not be|||REQUIRED|||-NONE-|||1
A 32 33|||R:DET|||a|||REQUIRED|||-NONE-|||1

S This skill requires practices and can not be done completely through social media .
A 3 4|||R:NOUN:NUM|||practice|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||facilitated|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||practice|||REQUIRED|||-NONE-|||1

S There is a situation where a family is having a dinner together in a restaurant but everybody is busy with their own gadget , posting picture in Facebook , updating status on Twitter , or even chatting with friends .
A 25 26|||R:NOUN:NUM|||pictures|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||pictures|||REQUIRED|||-NONE-|||1
A 26 27|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 30 30|||M:DET|||their|||REQUIRED|||-NONE-|||1

S These social media serves a purpose to bind people in spite of their geographical boundaries but it does n't mean that surrounding people are neglected as the payoff .
A 3 4|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 15 16|||M:PUNCT|||. But|||REQUIRED|||-NONE-|||0
A 16 17|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||nott|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||connecting|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 17|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1
A 21 22|||U:VERB||||||REQUIRED|||-NONE-|||1
A 23 23|||M:OTHER|||around us|||REQUIRED|||-NONE-|||1
A 26 27|||R:DET|||a|||REQUIRED|||-NONE-|||1

S This is related to the interpersonal skill that is mentioned before , that can be decreasing qualitatively if we are used to facing gadget , not facing human being .
A 6 7|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||above|||REQUIRED|||-NONE-|||0
A 13 15|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 20 20|||M:VERB:TENSE|||becoming|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||gadgets|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB:TENSE|||decrease|||REQUIRED|||-NONE-|||1
A 23 23|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||rather than|||REQUIRED|||-NONE-|||1
A 27 27|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Another disadvantage that affects other people is that by only showing selected part of our lives , we build " false image " in public .
A 12 13|||R:NOUN:NUM|||parts|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||parts|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||1

S We tend to only share our happy moments in media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||on social|||REQUIRED|||-NONE-|||1

S Because of this , other people start to think that our lives are full of happiness with no problem at all .
A 18 19|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1

S Other people then are influenced by us and tend to do the same .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As a result , people think of theirselves lowly and may lead to depression and mental disorder .
A 7 8|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADV|||badly|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||this|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||have a low opinion|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||1
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||this|||REQUIRED|||-NONE-|||1

S It also reduces our sympathy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is a serious social problem and affects a lot of people .
A 7 7|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As explained above , modern and sophisticated technology does n't always give advantages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||bring|||REQUIRED|||-NONE-|||1

S There are a lot of disadvantages that people may not realize of .
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||be aware|||REQUIRED|||-NONE-|||1

S It is up to people 's discretion and comprehension to decide which side they want to take .
A 11 15|||R:OTHER|||what|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||do|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||understanding|||REQUIRED|||-NONE-|||1

S So , we should never forget to think of and calculate the benefit and loss of every decision that we make .
A 7 7|||M:VERB|||think|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||disadvantage|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||cost|||REQUIRED|||-NONE-|||1

S Nowadays , the advancement of technologies improves the life of many people a lot .
A 6 7|||R:VERB:TENSE|||is improving|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 6|||M:ADV|||greatly|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In most of the countries , there is an emergence of social media sites such as Facebook and Twitter .
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Many people think that the social media sites have benefits on the communication between people while some others argue that there are several negative impacts for the society .
A 4 5|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||benefit|||REQUIRED|||-NONE-|||0
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||1

S One of the advantages which are carried by those social media sites is that they can connect us more closely than before .
A 4 8|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||offered|||REQUIRED|||-NONE-|||1

S In the past decades , when the social media sites are not yet fully developed , people connect with others who live far away by using a phone , or even a letter .
A 10 11|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||0
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||1

S However , calling a person by using a phone and writing a person a letter require some cost , and sending a letter to a person who live far away , especially in villages , takes much time .
A 27 28|||R:VERB:SVA|||lives|||REQUIRED|||-NONE-|||0
A 36 37|||R:OTHER|||a lot of|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB|||involve|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB:SVA|||lives|||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||a lot of|||REQUIRED|||-NONE-|||1

S The appearance of those social media sites causes those problems to be solved .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||made|||REQUIRED|||-NONE-|||0
A 10 12|||R:VERB|||go|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||away|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||has caused|||REQUIRED|||-NONE-|||1

S People connecting through the social media sites can spend no money on the communication , and also take only one or a few seconds for the message to reach .
A 17 17|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB|||arrive|||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 16|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB|||arrive|||REQUIRED|||-NONE-|||1

S Therefore , this advantage of social media sites saves money and time , and also provides convenience for many people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Moreover , this also provides an alternative way for people to contact a person whom they did not see for a very long time , such as their friends in primary school and secondary school .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:FORM|||seen|||REQUIRED|||-NONE-|||1
A 29 30|||R:PREP|||from|||REQUIRED|||-NONE-|||1

S As we graduate from a school , we will probably lose contact with some of our friends .
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Some of them may have changed their phone numbers and addresses , and we are not able to find them through a phone or a letter .
A 18 19|||R:VERB|||contact|||REQUIRED|||-NONE-|||0
A 23 23|||M:NOUN|||call|||REQUIRED|||-NONE-|||1

S If phone and letter are the only way to contact them , we would probably not able to find them .
A 1 1|||M:PREP|||by|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB|||make|||REQUIRED|||-NONE-|||0
A 10 11|||U:PRON||||||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 16 16|||M:VERB|||be|||REQUIRED|||-NONE-|||1

S Facebook and Twitter can serve as an alternative route to make connection between us and our old friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||making|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Hence , the social media sites serves as a platform for the connection .
A 6 7|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1

S Everything comes with benefits will also have their disadvantages .
A 1 1|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||has|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||its|||REQUIRED|||-NONE-|||1

S On the other hand , social media sites also bring some negative impacts for the people and the society .
A 0 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||individuals|||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1

S The advancement of those social media sites makes people so rely on them that some of them rather prefer using those sites to contact each other than talking to each other face to face .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||so much so|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1
A 13 13|||M:ADV|||so much|||REQUIRED|||-NONE-|||1
A 17 18|||U:ADV||||||REQUIRED|||-NONE-|||1
A 26 27|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Many people argue that this is the most serious problem brought by social media sites .
A 11 11|||M:PART|||on|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The usage of social media sites indirectly causes a reduction in face-to-face human communication in real life , which will in turn cause the lost of interpersonal skills for many people .
A 19 20|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:SVA|||causes|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN|||loss|||REQUIRED|||-NONE-|||0
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||loss|||REQUIRED|||-NONE-|||1

S As we all know , the interpersonal skills are essential for us to communicate with each other and to present our views and ideas .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1

S The lost of interpersonal skills results in the inability for people to well present their ideas .
A 1 2|||R:NOUN|||loss|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 16|||M:ADV|||well|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||loss|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||1
A 16 16|||M:ADV|||well|||REQUIRED|||-NONE-|||1

S As a result , they will gradually decrease in their ability to compete with each other in the society .
A 5 6|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1

S In conclusion , social media sites cause both positive and negative consequences for people and society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As a part of this modern society , we should learn to distinguish between good and bad impacts brought by the advancement of technologies , and also learn to avoid the cons and maximize the benefits of those sites .
A 19 19|||M:PART|||on|||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN|||disadvantages|||REQUIRED|||-NONE-|||1

S With the advancement of technology in recent years , the need to keep in-touch with people and latest news has become a tremendous demand .
A 13 14|||R:OTHER|||in touch|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||in touch|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Some of the famous examples would be social media sites like Twitter and Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S With an increasing users of more than billion users from all over the world , social media sites have demonstrated clearly its success in playing an important part of our life .
A 3 3|||M:OTHER|||number of|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 1 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 19 21|||R:WO|||clearly demonstrated|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S However , there are arguments that social media life brings in a reduction in face-to-face human contact , which in turn affects interpersonal skills .
A 10 11|||U:PART||||||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||lead to|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Let 's examine the advantages and disadvantages of using social media in our daily life and society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S First and foremost , all social media sites are free .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S All users ' needs are an internet connection and an email account so that everyone can have a Facebook or Twitter ID to start their journey in social media life .
A 2 3|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||need|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||need|||REQUIRED|||-NONE-|||1
A 29 30|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Secondly , it helps people to keep in-touch with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||in touch|||REQUIRED|||-NONE-|||1

S Finding old friends through Facebook , for example , is more easier than asking people around in real life .
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||0
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||1
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||1

S Social media helps to lessen the hassle of geographical distance and brings people closer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Thirdly , social media sites keep us up-to-date on latest news and updates from almost everywhere in the world , all with a click away on the refresh button .
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 24 25|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 24 25|||U:ADV||||||REQUIRED|||-NONE-|||1

S Last but not least , social media sites also link people together through allowing us to create our own groups , pages or sites to share our hobbies , interests and studies in particular subjects .
A 14 15|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||by|||REQUIRED|||-NONE-|||1

S Hence , it is undeniable that these sites play an important role in our global inter-connected world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 15 16|||R:ADJ|||interconnected|||REQUIRED|||-NONE-|||1

S However , social media sites also have its second side of negative impact on human .
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||0
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 7 11|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1

S Undeniable , it becomes more addicting when we spend more time busy socialising and interacting virtually .
A 0 1|||R:MORPH|||Undeniably|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||addictive|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||Undeniably|||REQUIRED|||-NONE-|||1

S We spend majority of our time on sites like Facebook , Twitter and it affects our daily work productivity and performance .
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||1

S In corporate world , employers often block social media network to prevent employees to spend their office time on their personal leisure than concentrating on their work .
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 13 15|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||0
A 22 22|||M:ADV|||rather|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||1
A 22 22|||M:ADV|||rather|||REQUIRED|||-NONE-|||1

S Using text-messaging language as an informal way of communicating on social media network also brings in a bad impact for us in a long term .
A 12 13|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||effect|||REQUIRED|||-NONE-|||0
A 19 20|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 22 23|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 14 16|||R:VERB|||has|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||the|||REQUIRED|||-NONE-|||1

S The more time we spend on these sites , the lesser time we spend on face-to-face interacting with one another .
A 10 11|||R:ADJ:FORM|||less|||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||interaction|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADJ:FORM|||less|||REQUIRED|||-NONE-|||1
A 16 17|||R:MORPH|||interaction|||REQUIRED|||-NONE-|||1

S Hence it lessens valuable interaction between human and time we spend away from the computer screen or mobile phone .
A 6 7|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1

S In addition , there are also some false reports and fake IDs occur on both social media sites that people use fake ID to insult or harass someone , like the case of Heather Chua occurred recently on Facebook .
A 5 6|||U:ADV||||||REQUIRED|||-NONE-|||0
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 35 36|||U:VERB||||||REQUIRED|||-NONE-|||0
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||where|||REQUIRED|||-NONE-|||1
A 22 23|||R:MORPH|||IDs|||REQUIRED|||-NONE-|||1
A 35 35|||M:DET|||which|||REQUIRED|||-NONE-|||1

S These malicious comments often go viral and it creates a strong negative effect on the real user in real life , which might lead to unwilling attitude to interact with others in real life by the victim .
A 25 26|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||desire not|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||has|||REQUIRED|||-NONE-|||1
A 25 26|||R:MORPH|||unwillingness|||REQUIRED|||-NONE-|||1
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 34 35|||R:OTHER|||on the part of|||REQUIRED|||-NONE-|||1

S In conclusion , everything has its two-sided affect and it depends on how we exploit it .
A 3 4|||R:NOUN|||things|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||advantages|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||disadvantages|||REQUIRED|||-NONE-|||0
A 9 10|||R:PRON|||all|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||there|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||two|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||sides to everything|||REQUIRED|||-NONE-|||1

S With current booming technology , it is agreeable that people become more technology-savvy and they want to spend more time interacting with each others through social media sites , however , it does not mean that we should neglect face-to-face human interaction as it plays even a more important aspect in our life .
A 1 2|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 23 24|||R:MORPH|||other|||REQUIRED|||-NONE-|||0
A 28 30|||R:PUNCT|||. However|||REQUIRED|||-NONE-|||0
A 31 32|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 43 44|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 45 45|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 46 47|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||good|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:TENSE|||are becoming|||REQUIRED|||-NONE-|||1
A 12 13|||R:ADJ|||tech savvy|||REQUIRED|||-NONE-|||1
A 23 24|||R:MORPH|||other|||REQUIRED|||-NONE-|||1
A 28 30|||R:PUNCT|||. However|||REQUIRED|||-NONE-|||1
A 45 45|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 46 47|||U:DET||||||REQUIRED|||-NONE-|||1
A 49 50|||R:NOUN|||role|||REQUIRED|||-NONE-|||1
A 52 53|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S As more and more social websites such as Twitter , Facebook and Weibo which have become ubiquitous , seamless and imperative in our life , people may worry about the young generation having problems in face-to-face communication skills .
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 25 25|||M:DET|||some|||REQUIRED|||-NONE-|||0
A 26 27|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||networks|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 30 31|||R:ADJ:FORM|||younger|||REQUIRED|||-NONE-|||1
A 34 35|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S However , I believe that the benefits brought by these online chatting rooms tremendously outweigh their repercussions .
A 16 17|||R:NOUN|||disadvantages|||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||chat|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||disadvantages|||REQUIRED|||-NONE-|||1

S Social media enables us to explore the world far far away without paying expensive airplane tickets and sparing a one-week holiday .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||enable|||REQUIRED|||-NONE-|||1
A 13 13|||M:PREP|||for|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||sacrificing|||REQUIRED|||-NONE-|||1

S The convenience is beyond description .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S With a small smart phone or a computer at school , at work or at home , we can easily make friends worldwide with a 'click ' and get to know about their life through having conversations with them , reading their blogs , photos and status .
A 33 34|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 46 47|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||0
A 3 5|||R:ORTH|||smartphone|||REQUIRED|||-NONE-|||1

S Compared to face-to-face interaction , online conversation is easier for strangers to open their mouth to each other .
A 11 18|||UNK|||to open their mouth to each other|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||makes it|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||talk|||REQUIRED|||-NONE-|||1

S Since some of the information has already been revealed on the home page , it is also easier to find some common topics to talk about .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Moreover , people usually like to share boldly about their real feelings online with their masks in reality being taken off .
A 15 15|||M:OTHER|||real life|||REQUIRED|||-NONE-|||0
A 16 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This has been indicated in a report done by Boston University in 2012 , 80 % of information posted online is true while a person may like 3 out of 10 times in real life .
A 13 14|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB|||lie|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||1
A 14 14|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB|||lie|||REQUIRED|||-NONE-|||1

S This shows that a facebook friend may know more about you than your close friend who does not have a facebook account .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 20 21|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S That is because we are acting who we are in reality while we have no reason to do that in the online virtual world .
A 5 6|||R:VERB|||pretending|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Although sometimes those genuine sharing of information may be inappropriate or even harmful , such as prevalent using of vulgarity and harsh-meaning comments , we can minimize those repercussions through strict regulations of content online .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||R:MORPH|||use|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN|||occurrences|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 17 18|||R:MORPH|||use|||REQUIRED|||-NONE-|||1
A 21 22|||R:ADJ|||harsh|||REQUIRED|||-NONE-|||1
A 28 29|||R:NOUN|||disadvantages|||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||regulation|||REQUIRED|||-NONE-|||1

S Another advantage of social media is in aiding the spread of democracy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People around the world could easily share their thoughts about their governments .
A 4 5|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1

S That eliminates the incomplete information disadvantage for some remote rural regions where people are less aware of what actually is happening around them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 18 20|||R:WO|||is actually|||REQUIRED|||-NONE-|||1

S One of the examples is the 2012 riots happened in Egypt and Zambia .
A 8 8|||M:DET|||which|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||which|||REQUIRED|||-NONE-|||1

S The idea of searching for democracy is passed from Egyptians to people in Zambia quickly through the use of social media .
A 6 7|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1

S However , as the government controls most of the media .
A 10 11|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S These social media may be tools of their campaign and manipulating the thoughts of the public .
A 0 1|||R:ORTH|||these|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||manipulate|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For example , in 2012 general election is Singapore , Dr Tan Chee Keong made use of facebook to spread his campaign videos to the public .
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||in|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||in|||REQUIRED|||-NONE-|||1
A 17 18|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S Though because of this , social media is still a much fairer and more transparent online platform for the public to share ideas compared to other traditional medias .
A 0 2|||R:PREP|||Despite|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 2|||R:PREP|||Despite|||REQUIRED|||-NONE-|||1
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||media|||REQUIRED|||-NONE-|||1

S Intensive use of Social media does reduce the time people spend in face-to-face communication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||social|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S It is commonly seen in a food court or restaurant that a group of people sitting together around a table with each of them having a cell phone in their hands .
A 15 16|||R:OTHER|||sit quietly|||REQUIRED|||-NONE-|||0
A 15 15|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1

S They are too busy with their way too many virtual friends and some of them neglect the feelings of their real-life friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In this case , I have to say that to err is human .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S What we can do is to educate the public about the importance of their friends just by their side and teach them to manage their time well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 15 16|||R:ADV|||right|||REQUIRED|||-NONE-|||1

S In conclusion , the use of social media has more advantages than disadvantages to our daily lifes .
A 16 17|||R:NOUN:INFL|||lives|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S What we can do is to cautiously manage our time spent online and manage our words used online .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S With the regulation of government and relevant authorities , the virtual world would be a better world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media sites ' role in connecting people around the world is undeniable .
A 4 5|||R:NOUN:NUM|||roles|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Thank to those social media , the communication among people all over the world is possible and can be done with ease .
A 0 1|||R:MORPH|||Thanks|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||Thanks|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||between|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||conducted|||REQUIRED|||-NONE-|||1

S Apart from the ease of communication despite of the distance , many other advantages such as knowledge sharing and trades can be done through social media as well .
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||without|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||trading|||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||activities|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||business|||REQUIRED|||-NONE-|||1

S Nevertheless , with those advantages , some disadvantages may appear such as reduction in face-to-face human contact which affects interpersonal skills , privacy issue , as well as some frauds that can be done through social media .
A 2 3|||R:PREP|||despite|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||fraudulent behavior|||REQUIRED|||-NONE-|||0
A 33 34|||R:VERB|||facilitated|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||fraudulent activities|||REQUIRED|||-NONE-|||1
A 33 34|||R:VERB|||committed|||REQUIRED|||-NONE-|||1

S Twitter , Facebook and Skype are some social media sites which enable us to keep in touch with our friends or family who are in other cities or countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Through those sites we are able to talk to them , to know what their activities are and who their friends are , etc. From the surface point of view it is no doubt that these sites help us to have a better relationship with our relatives despite of the distance .
A 1 2|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 25 26|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 26 27|||R:ADJ|||superficial|||REQUIRED|||-NONE-|||0
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 48 49|||U:PREP||||||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:PREP|||On|||REQUIRED|||-NONE-|||1
A 26 28|||R:NOUN|||face|||REQUIRED|||-NONE-|||1
A 29 30|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 31 31|||M:OTHER|||, there|||REQUIRED|||-NONE-|||1
A 48 49|||U:PREP||||||REQUIRED|||-NONE-|||1

S The sharing of information can be done faster through social media as well , that is why nowadays many news publishers make their own social media account , for example Channel News Asia has a twitter account and will update its follower with headline news .
A 5 7|||R:VERB|||occur|||REQUIRED|||-NONE-|||0
A 13 15|||R:PUNCT|||. That|||REQUIRED|||-NONE-|||0
A 27 28|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 41 42|||R:NOUN:NUM|||followers|||REQUIRED|||-NONE-|||0
A 13 15|||R:PUNCT|||. That|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||set up|||REQUIRED|||-NONE-|||1
A 27 29|||R:PUNCT|||. For|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 35 36|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||1
A 41 42|||R:NOUN:NUM|||followers|||REQUIRED|||-NONE-|||1

S That shows how actually news and information can be shared easily through social media .
A 3 4|||R:VERB|||breaking|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||, these days ,|||REQUIRED|||-NONE-|||1

S Furthermore , since many teenagers and young adults are fans of social media , these information can reach them easily without them need to watch or listen to the news reports .
A 14 15|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 28 29|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:FORM|||needing|||REQUIRED|||-NONE-|||1

S Due to the popularity of social media , many people start to do their business via these sites .
A 10 10|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 10 13|||R:VERB:FORM|||started doing|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||have started|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||conduct|||REQUIRED|||-NONE-|||1

S More and more advertisements can be found on Facebook , whether it is our friends who sell their products or professional brands selling their products online , we can get to buy and contact the sellers through those sites , which can be considered as an advantage for us , the buyers .
A 9 11|||R:PUNCT|||. Whether|||REQUIRED|||-NONE-|||0
A 29 32|||R:VERB|||shop|||REQUIRED|||-NONE-|||0
A 9 11|||R:PUNCT|||. Whether|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||are selling|||REQUIRED|||-NONE-|||1
A 32 32|||M:NOUN|||things|||REQUIRED|||-NONE-|||1

S However , is it the same when we keep in touch with someone virtually compared to when we meet them personally ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||face to face|||REQUIRED|||-NONE-|||1

S I do think there is difference in it and I believe many of us will agree .
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1

S When we write or communicate virtually , we can hide our through feelings and many not become ourselves since we do not want the other party to judge us .
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||may|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||be|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||true|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||may|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||be|||REQUIRED|||-NONE-|||1

S Other than that , sometimes the message of one party can not be delivered properly to the other one since the communication is done through written language , and thus the 'tone ' of the message sent and when it is received may be different .
A 18 19|||U:NOUN||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Many people are very brave in telling people about their opinions online but in real life some of them can be very shy and not outspoken at all .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S This will lead to a bad inter-personal skill as well as a problem of trusts .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||trust|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||R:ADJ|||interpersonal|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||trust|||REQUIRED|||-NONE-|||1

S Nowadays we can not really trust new people whom we know from social media since we will never know whether they are even 'real' .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Some people fake their identities in media sites so that they can know more people or some may even cheat others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||on social|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||deceive|||REQUIRED|||-NONE-|||1

S In addition , privacy issue has become more popular nowadays since some people do not realize that they may actually share some information that they are not willing to share at the first place .
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ|||important|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||have discovered|||REQUIRED|||-NONE-|||0
A 30 34|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||of privacy|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||relevant|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 30 31|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Therefore , while social media sites are undoubtedly have benefits in our life , we should consider its drawbacks and thus use it wisely so that we can gain more of their benefits and it disadvantages us in the smallest way as possible .
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 22 23|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 34 35|||R:OTHER|||be confronted by their|||REQUIRED|||-NONE-|||0
A 36 37|||U:PRON||||||REQUIRED|||-NONE-|||0
A 41 42|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 23|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 34 35|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 35 36|||R:VERB|||inconvenience|||REQUIRED|||-NONE-|||1
A 40 42|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 43 43|||M:NOUN|||way|||REQUIRED|||-NONE-|||1

S It is a common scene that almost everyone in a public transport is watching at phone or wearing a pair ear piece in this modern society today .
A 5 6|||R:OTHER|||to see|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB|||looking|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||at|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 15 16|||R:MORPH|||phonee|||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||an|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||looking|||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 22|||R:NOUN|||earphones|||REQUIRED|||-NONE-|||1
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Not only one but many developed and developing countries have the same picture .
A 12 13|||R:NOUN|||trend|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||scene|||REQUIRED|||-NONE-|||1

S Some say that it is a necessary step for human revolution .
A 10 11|||R:NOUN|||evolution|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||evolution|||REQUIRED|||-NONE-|||1

S Social media sites like Twitter and Facebook are popular among people in order for them to connect to others even from different countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||U:PRON||||||REQUIRED|||-NONE-|||1
A 15 17|||R:VERB:FORM|||connecting|||REQUIRED|||-NONE-|||1

S It also brings many negative effects such as loss of face-to-face communicating skills which is important in their working place .
A 0 1|||R:OTHER|||However , they|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||work|||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||communication|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 18 20|||R:NOUN|||workplace|||REQUIRED|||-NONE-|||1

S This essay will discuss about the advantages and disadvantages of using social media in our daily life .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1

S One of the significant advantages of using a popular social media site is that people can reach other easily , even without contact for a long time .
A 17 18|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||those with whom we have had little|||REQUIRED|||-NONE-|||0
A 22 22|||M:VERB|||having had|||REQUIRED|||-NONE-|||1

S In this fast pace and competitive world , people may not able to keep in touch with others .
A 1 2|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 4 4|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||our|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||paced|||REQUIRED|||-NONE-|||1
A 11 11|||M:VERB|||be|||REQUIRED|||-NONE-|||1

S With the help of social media site , people are able to upload their new discoveries and funny scene on it and they can be updated the new information of their friends .
A 6 7|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||scenes|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 29 30|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||scenes|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 20 21|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 26 26|||M:PREP|||on|||REQUIRED|||-NONE-|||1

S Personally I am study in oversea , busy study life keeps me away from contact my old friend .
A 3 4|||R:VERB:FORM|||studying|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||overseas|||REQUIRED|||-NONE-|||0
A 6 6|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 15 15|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||friends|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||1
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||overseas|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||and my|||REQUIRED|||-NONE-|||1
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||contacting|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||friends|||REQUIRED|||-NONE-|||1

S Using a common social media site with my friends to help me know what are their statuses nowadays .
A 9 11|||R:VERB:FORM|||helps|||REQUIRED|||-NONE-|||0
A 14 17|||R:WO|||their statuses are|||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB:FORM|||helps|||REQUIRED|||-NONE-|||1
A 14 17|||R:WO|||their statuses are|||REQUIRED|||-NONE-|||1

S And I am able to easily find a common topic when I contact them .
A 0 1|||R:OTHER|||Also ,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In Singapore , many Malaysian cross the sea to work here .
A 4 5|||R:MORPH|||Malaysians|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||Malaysians|||REQUIRED|||-NONE-|||1

S Many of them are busy in work and separate with their children .
A 5 7|||R:OTHER|||working|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||separated|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||separated|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||from|||REQUIRED|||-NONE-|||1

S One of Manager in my working place has the same situation .
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||Managers|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||work|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:MORPH|||managers|||REQUIRED|||-NONE-|||1
A 5 7|||R:NOUN|||workplace|||REQUIRED|||-NONE-|||1

S After my Manager taught her mother how to use Facebook , she was able to upload video clips of her grandchild .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||manager|||REQUIRED|||-NONE-|||1

S Therefore my Manager would not miss the moments of her daughter 's growth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||manager|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||development|||REQUIRED|||-NONE-|||1

S Social media sites are also a very useful tool for people to start a new friendship or relationship .
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People get connected or closer with same preferences .
A 1 3|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||who|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||have|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||, get connected.|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||with the same preferences|||REQUIRED|||-NONE-|||1
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It is easier for people to approach the other after knowing the information .
A 7 8|||R:DET|||each|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||finding out about|||REQUIRED|||-NONE-|||0
A 11 12|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 12 13|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 9 9|||M:NOUN|||person|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||finding out|||REQUIRED|||-NONE-|||1

S Students can exchange their experiences in study even they are in different countries .
A 5 7|||R:OTHER|||about their studies|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 3 6|||R:WO|||experiences in their|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||1
A 8 8|||M:PREP|||if|||REQUIRED|||-NONE-|||1

S People are able to share the culture or pretty photos online , therefore others can spread the joy with them .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||cultures|||REQUIRED|||-NONE-|||0
A 7 8|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||Therefore ,|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||others|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||and|||REQUIRED|||-NONE-|||1

S Thus I believe that social media sites are one of useful tool to help people known each other better .
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||tools|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||get to know|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||get to know|||REQUIRED|||-NONE-|||1

S However , social media site is a double-sided sword , it also bring in some negative effect on our daily life .
A 4 5|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||are like|||REQUIRED|||-NONE-|||0
A 7 8|||R:ADJ|||double-edged|||REQUIRED|||-NONE-|||0
A 9 10|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 10 11|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 13 14|||U:PART||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||effects|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||double-edged|||REQUIRED|||-NONE-|||1
A 9 11|||R:PUNCT|||. It|||REQUIRED|||-NONE-|||1
A 12 14|||R:VERB|||has|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||effects|||REQUIRED|||-NONE-|||1

S One of the disadvantage that many people concerns is that people loss the interest of face-to-face communication .
A 3 4|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||concerned|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||lose|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||concerned|||REQUIRED|||-NONE-|||1
A 8 8|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||lose|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Many people like to use language to pretend themselves , and lost confidence when they talk to each other .
A 5 6|||R:VERB|||written|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||present|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||lose|||REQUIRED|||-NONE-|||0
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||lose|||REQUIRED|||-NONE-|||1

S Although not everyone is good at public relationship even without the existence of the social media sites , we can not deny that it do affect some people in their ability of interpersonal skills .
A 7 8|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 30 32|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 34 34|||M:NOUN|||abilities|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ|||personal|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 24|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 28 29|||U:PREP||||||REQUIRED|||-NONE-|||1
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||1
A 30 31|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1

S In conclusion , the shadow always exists when there is light .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:ADV|||where|||REQUIRED|||-NONE-|||0
A 3 9|||R:OTHER|||everything has|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||its|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||downsides|||REQUIRED|||-NONE-|||1

S We should take the advantages of the creatures we create and try to avoid the negative effects .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||advantage|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||things|||REQUIRED|||-NONE-|||1

S Social media sites suppose be a very useful and convenient tool to use and bring people get closer in this globalised world .
A 3 4|||R:VERB|||are supposed to|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||tools|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||0
A 18 18|||M:ADV|||together|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||are supposed to|||REQUIRED|||-NONE-|||1
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||1

S The use of social media has largely influenced our ways in communicating with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADV|||greatly|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S Online friends became real life friends and real life friends communicate with one another online .
A 2 3|||R:VERB:TENSE|||become|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||have become|||REQUIRED|||-NONE-|||1

S Social media has changed our ways of exchanging information and interpersonal relationships profoundly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 10 10|||M:VERB|||conducting|||REQUIRED|||-NONE-|||1

S There are advantages and disadvantages in this change .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Social media has reshaped the way of communication .
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||we|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||communicate|||REQUIRED|||-NONE-|||1

S In real life , we communicate with one another as equal participants .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S We share ideas , stories and forge friendship based on mutual respect .
A 7 8|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||1

S However , communication on social media is largely based on " broadcasting and listening " .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S When we use facebook and post pictures and statuses .
A 9 10|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S We are actively " presenting " fa ç ades of our lifes in front of others .
A 0 1|||R:ORTH|||we|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:INFL|||lives|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||to|||REQUIRED|||-NONE-|||1

S We tend to post pictures with the best looks , status that are funny .
A 9 10|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||1

S We broadcast these facades of us to others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:PRON|||ourselves|||REQUIRED|||-NONE-|||1

S The images we choose to present are tentatively considered .
A 7 8|||R:ADV|||carefully|||REQUIRED|||-NONE-|||0
A 7 8|||R:ADV|||carefully|||REQUIRED|||-NONE-|||1

S The audience is not some specific person , but everyone we might know , or even the entire world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There is an element of seeking out for attention rather than expressing one 's true opinion on social networks .
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1

S On the other hand , the viewers , are not the listeners .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S They are just scrolling down pages of pages of pictures and statuses and see one of them which they might think it funny .
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 21 22|||U:PRON||||||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:FORM|||seeing|||REQUIRED|||-NONE-|||1
A 21 22|||U:PRON||||||REQUIRED|||-NONE-|||1

S It is not the broadcasters themselves they care about , but the content .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This type of communication does not help forging interpersonal relationships .
A 7 8|||R:VERB:FORM|||to forge|||REQUIRED|||-NONE-|||0
A 7 7|||M:PREP|||with|||REQUIRED|||-NONE-|||1

S In real life , establishing friendship requires the all-rounded understanding in one another and the caring for one another .
A 5 6|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||all-round|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S The latter requires face to face interaction where we can show our emotions to the other .
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S One can not truly understand a person with only stalking his/her facebook page where he/she carefully chooses what to present .
A 7 8|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||1
A 11 12|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S One can not truly show their emotions by another by texting some = ) signs .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S The broadcasting and viewing model is not good for forging relationships .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , it is good for sharing information .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On social media , everyone is a broadcaster and a viewer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S With my social network account , I seldom read newspapers or go to news websites anymore ; because I can easily read them from the status of my friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 16 17|||R:PUNCT|||,|||REQUIRED|||-NONE-|||1

S If I am interested in politics , I can just follow some politics newspapers or public figures .
A 12 13|||U:NOUN||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S I get news for sales , clothes and cosmetics from my friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S If some of my friends have horrible taste on clothes and he/she posts them often , I can simply block him/her off .
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||one|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 21 22|||U:PART||||||REQUIRED|||-NONE-|||1

S Information got circulated .
A 1 2|||R:VERB:TENSE|||has been|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||gets|||REQUIRED|||-NONE-|||1

S The most popular information get circulated the most so I can seldom miss it .
A 4 5|||R:VERB:SVA|||gets|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||gets|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1

S Social network plays a role in providing and also filtering information .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||play|||REQUIRED|||-NONE-|||1

S This saves a lot of time for me in reading newspapers and watching TV .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1

S Personally I feel more at ease on social medias .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||media|||REQUIRED|||-NONE-|||1

S From the above two points of view I think social media could forge more interest-based friendships .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S With the help of social media , I become real life friends with those from online forums whom I share the same interest with .
A 22 23|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S I also discover some of my friends ' interest which I find common with myself so that talking to one another is much more about life , study , friends , etc .
A 8 9|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||1
A 12 12|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The communication does not focus on how we feel , or to say , each otherm , but whatever is interesting , or the content .
A 9 17|||UNK|||, or to say , each otherm ,|||REQUIRED|||-NONE-|||0
A 10 17|||UNK|||or to say , each otherm ,|||REQUIRED|||-NONE-|||1
A 18 18|||M:PREP|||on|||REQUIRED|||-NONE-|||1

S In this case , interpersonal skill is not as important because our goal is not to impress somebody , but to get the information that we are both interested in .
A 5 6|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S In conclusion , I think social media has reshaped interpersonal relationships from a more human-based friendship that requires sharing and caring between friends , to a more information-based friendship that requires a mutual interest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1

S There are advantages and disadvantages in itself , however , whether it is good or bad we are still not sure .
A 6 7|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 6 7|||R:PRON|||this|||REQUIRED|||-NONE-|||1
A 7 9|||R:PUNCT|||. However|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||we are still not sure|||REQUIRED|||-NONE-|||1
A 16 21|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It is just different .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Advantages and disadvantages of using social media in daily life
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People that living in the modern world really can not live without the social media sites like Twitter and Facebook .
A 1 2|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:FORM|||live|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1

S Almost all students and young adults possess the Facebook or Twitter account .
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1

S It is true that social media makes people be able to connect one another more conveniently .
A 6 7|||R:VERB|||allows|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 12|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||1
A 12 12|||M:PREP|||with|||REQUIRED|||-NONE-|||1

S However , it seems that , especially for some those , sharing some parts of their lives such as videos and photos on the social media sites become really necessary .
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 27 27|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 27 27|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||1

S An extremely interesting and ironic phenomenon was discovered that a group of friends met and sat around one table , but none of them were really chatting with one another .
A 8 9|||R:OTHER|||:|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Instead , all of them were more interested in posting pictures of this " cheerful " meeting on their social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Therefore , there is need to discuss the advantages and disadvantages of social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Social media enables people from different parts of the world to communicate with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||enable|||REQUIRED|||-NONE-|||1

S People used to write letters and send post cards to keep in touch with ones live far away from them in the past .
A 14 15|||R:OTHER|||those who|||REQUIRED|||-NONE-|||0
A 7 9|||R:ORTH|||postcards|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||living|||REQUIRED|||-NONE-|||1

S It can take a few days or weeks for those to receive the messages .
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 9 10|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S Nowadays , what people need to do is just typing in front of the computer in their own rooms .
A 2 3|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||type|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||type|||REQUIRED|||-NONE-|||1

S And people on the other side will only need a second to receive the message .
A 5 6|||R:NOUN|||end|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Distance and time are no longer the problems , which is convenient especially when instant chat is needed .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S However , when people become more and more addicted to this convenience and fail to communicate with people who are close to them , their face-to-face interpersonal skills are lost .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media provides people a way of talking and chatting which can never be considered as a way of communication .
A 4 4|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||1
A 4 4|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 19 20|||R:MORPH|||communicating|||REQUIRED|||-NONE-|||1

S When ones chat on those media sites , there is no eye connection , no emotion delivery and even the expressions are typed in by using some combinations of punctuations .
A 1 2|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 15 16|||R:MORPH|||emotional|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||one|||REQUIRED|||-NONE-|||1
A 2 3|||R:MORPH|||chats|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||contact|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN|||punctuation marks|||REQUIRED|||-NONE-|||1

S For more convenience , sentences are shortened to simply three or four words such as lol ( which means laugh intensively ) and " asap " ( which means as soon as possible ) .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People indeed go to great length to make their words as shorter as they can .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:NOUN|||Indeed|||REQUIRED|||-NONE-|||1
A 2 2|||M:OTHER|||, people|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||lengths|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ:FORM|||short|||REQUIRED|||-NONE-|||1

S While , once they are communicating with people in their face , expressing themselves appropriately become really a big problem .
A 4 5|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||is becoming|||REQUIRED|||-NONE-|||0
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||Therefore|||REQUIRED|||-NONE-|||1
A 2 3|||R:ADV|||when|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||face to|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||1
A 16 18|||R:WO|||a really|||REQUIRED|||-NONE-|||1

S Social media also provides people huge brunch information about people and things that they interests .
A 3 4|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:SVA|||interest|||REQUIRED|||-NONE-|||0
A 15 15|||M:PRON|||them|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||1
A 5 5|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 6 7|||UNK|||brunch|||REQUIRED|||-NONE-|||1
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||interest|||REQUIRED|||-NONE-|||1
A 15 15|||M:PRON|||them|||REQUIRED|||-NONE-|||1

S For example , on Twitter , it is exciting to follow people that you adore like famous movie and series stars , business men and entrepreneurs .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||TV|||REQUIRED|||-NONE-|||1
A 22 24|||R:ORTH|||businessmen|||REQUIRED|||-NONE-|||1

S It makes people feel extreme close to their admirers ' lives and works .
A 4 5|||R:MORPH|||extremely|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||extremely|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||idols|||REQUIRED|||-NONE-|||1

S Updated news people care about can be easily obtained when you refresh your social media sites on your smart phones and laptops almost every time at any time .
A 22 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Up-to-date|||REQUIRED|||-NONE-|||1
A 18 20|||R:ORTH|||smartphones|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S However , after one has registered in those social media sites which are not reliable , all the information you have filled in will be a weapon against you in the future .
A 6 7|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S Furthermore , not everyone on the social media sites is honest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The profile picture may not be the person who that user says he or she really is .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1

S The reason might just be that he or she just wants to " decorate " his or her face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S But there is possibility that the person on the other side is deceiving you in order to obtain your information against you .
A 20 20|||M:VERB|||to use|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||use|||REQUIRED|||-NONE-|||1

S No pledge of authenticity risks people 's information and privacy that are shared on social media sites .
A 4 5|||R:VERB|||protects|||REQUIRED|||-NONE-|||0
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||The fact that there is no|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||guarantee|||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1

S To sum up , social media has advantages and disadvantages in people 's daily life .
A 14 15|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1

S It shortens the distance between people from all over the world and makes instant communication possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||shorten|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1

S And it becomes more convenient to obtain and update information by using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On the contrary , social media makes people lose their ability to communicate effectively in their real lives and makes people risk exposing their privacy to those whose identity can not be verified on the social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||In contrast|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||private details|||REQUIRED|||-NONE-|||1

S How do social media help change our lives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As the development of the technology , social media becomes more and more significant role in the whole world .
A 4 6|||R:OTHER|||continues|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||is playing|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 17 18|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||With|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||play|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Everyone in the world can not stop using it every day to express their feelings or ideas and a log of other stuff which helps their friends know their lives better .
A 0 1|||R:NOUN|||Nobody|||REQUIRED|||-NONE-|||0
A 5 6|||U:ADV||||||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||create|||REQUIRED|||-NONE-|||0
A 28 28|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||lot|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN|||things|||REQUIRED|||-NONE-|||1

S However , it also raised the concerns about whether it brings us more benefits or a human disaster .
A 4 5|||R:VERB:TENSE|||raises|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||R:PRON|||this|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||raises|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||1

S Although it helps to connect us with our friends wherever we are , it at the same time reduces the chance for us to talk to our friends face to face which may affect our interpersonal skills .
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||using social media|||REQUIRED|||-NONE-|||1
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||, it|||REQUIRED|||-NONE-|||1
A 31 31|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Thus , whether there are more advantages or disadvantages becomes a tough question for every human being .
A 11 12|||R:ADJ|||difficult|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Many people says they will support the social media since it really helps them to have a closer view about how their friends are going in other parts of the world .
A 2 3|||R:VERB:SVA|||say|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||connection|||REQUIRED|||-NONE-|||0
A 19 20|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||0
A 23 25|||U:VERB||||||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||say|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB|||doing|||REQUIRED|||-NONE-|||1

S This is especially to people who are overseas .
A 3 4|||R:OTHER|||true for|||REQUIRED|||-NONE-|||0
A 3 3|||M:ADJ|||relevant|||REQUIRED|||-NONE-|||1

S To them , social media is the only resource they can approach to know everything happened in their home country and the way they can use to show their lives to their lovers as well .
A 15 15|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||happens|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||countries|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN|||method|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||use|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN|||platform|||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||loved ones|||REQUIRED|||-NONE-|||1

S What 's more , these days social media plays an important role in spreading the information .
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||play|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S Nowadays , people can just easily put their renting information on their facebook account and wait for the response from others who are from different parts of the world which brings us a huge amount of convenience .
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||0
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 10|||UNK|||renting information|||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S It is quite significant especially for those young teenagers since they would rather go to these sites to see the news and know what happened in this world than read the newspaper every day .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||find out about|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:TENSE|||is happening|||REQUIRED|||-NONE-|||0
A 26 27|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 28 28|||M:ADV|||rather|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:TENSE|||is happening|||REQUIRED|||-NONE-|||1

S However , there are also a great amount of people who against this technology .
A 11 11|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||number|||REQUIRED|||-NONE-|||1
A 11 11|||M:VERB|||are|||REQUIRED|||-NONE-|||1

S They worry a lot about the bad effect on the teenagers who are still developing themselves .
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 16|||U:PRON||||||REQUIRED|||-NONE-|||1

S They pointed that actually social media reduces the chance for us to talk to people around us face to face .
A 1 2|||R:VERB:TENSE|||point|||REQUIRED|||-NONE-|||0
A 2 2|||M:PART|||out|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||point|||REQUIRED|||-NONE-|||1
A 2 2|||M:PART|||out|||REQUIRED|||-NONE-|||1
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||reduce|||REQUIRED|||-NONE-|||1

S The more we care about facebook , the less time we will have to spend with our friends .
A 11 12|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 5 6|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S Nowadays , it is quite common to see on some party , people would more prefer looking at their phones and reading all the posts on facebook if they feel bored .
A 8 9|||R:OTHER|||people at|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 11 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 26 27|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S It makes people worry since if all the teenagers continue using social media frequently , they will decrease the ability to talk to people .
A 4 5|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 19|||R:OTHER|||their|||REQUIRED|||-NONE-|||0
A 23 23|||M:OTHER|||people will increase|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||because|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||1

S They will feel it becomes difficult for them to find any topics to communicate with other people .
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||discuss|||REQUIRED|||-NONE-|||0
A 17 17|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S Personally , I strongly agree that social media brings more disadvantages compared to advantages it gives us .
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||give|||REQUIRED|||-NONE-|||1

S Although it is really useful when we need to use it to let other people know we really live a good life , it wastes us a lot of time as well .
A 25 26|||U:PRON||||||REQUIRED|||-NONE-|||0
A 25 26|||U:PRON||||||REQUIRED|||-NONE-|||1

S Think in another way , if we put those time we spend on wandering on those sites , we may already finish one book or do other more meaningful things .
A 0 2|||R:OTHER|||Let us consider|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||following|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||used|||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||spent|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB|||surfing|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||more productively ,|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 20 23|||R:OTHER|||read more|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||books|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB|||Put|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||it|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||saved|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||browsing|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||a|||REQUIRED|||-NONE-|||1

S We should keep in mind that there are still ways for us to contact with our family or friends .
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||1

S Everything will be bad if we do n't know how to use them wisely no matter whether it is really good or not .
A 0 1|||R:NOUN|||Things|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||become|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||social media|||REQUIRED|||-NONE-|||0
A 1 3|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 12 13|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S As a result , it is important for people to know that we need to be cautious about the time we spend on these social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As stated above , I strongly believe that if we can use social media wisely rather than abusing it , we will all live a better life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 18 19|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S The advantage and disadvantage of social media
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||advantages|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||1

S Nowadays , as the technology is becoming increasingly advanced , more and more social media sites are showing up in our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 19|||R:VERB|||appearing|||REQUIRED|||-NONE-|||1

S You can see people playing Facebook , Twitter through their smart phones or ipad on buses or on trains .
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||using|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 10 12|||R:ORTH|||smartphones|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:INFL|||iPads|||REQUIRED|||-NONE-|||1

S Some may say that the appearance for these modern media will reduce the chance for people to communicate face to face .
A 6 7|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 10 12|||R:VERB:TENSE|||reduces|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||chances|||REQUIRED|||-NONE-|||1

S This essay will illustrate the pros and cons of using social media in modern society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Firstly of all , social media can make it more convenient for people to make friends and contact each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||1

S Years ago when these modern products have not been popular , the way for people to communicate or contact people far way are still restricted in making phone calls , sending emails or writing letters .
A 6 7|||R:VERB|||were|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||available|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||was|||REQUIRED|||-NONE-|||0
A 25 26|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||were n't|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 25 26|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Some will take long time and some are not efficient enough for people to get their response .
A 1 2|||R:OTHER|||of these forms would|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1

S However , social media solves these problems well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||solve|||REQUIRED|||-NONE-|||1

S People can contact their friends on the internet and get their reply very fast .
A 10 11|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADV|||quickly|||REQUIRED|||-NONE-|||1

S The communication is also not limited in words .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S People can express themselves through pictures or emotions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||emoticons|||REQUIRED|||-NONE-|||1

S People can also get to know their friends ' state and mood by looking at their posts on line .
A 7 9|||R:NOUN:POSS|||friend 's|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||status|||REQUIRED|||-NONE-|||1
A 17 19|||R:ORTH|||online|||REQUIRED|||-NONE-|||1

S Moreover , people can be aware of what is going on in social situation and see the comments online and share their opinions on these websites .
A 12 14|||R:OTHER|||society|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||situations|||REQUIRED|||-NONE-|||1

S These social media makes people 's life much more colorful and provide a lot of fun .
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||lives|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||lives|||REQUIRED|||-NONE-|||1

S However , social media may do some harm to people 's life .
A 11 12|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S It will make people spend more time on chatting on the internet rather than communicate face to face such that the interpersonal skill will be badly affected .
A 0 2|||R:OTHER|||They|||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||communicating|||REQUIRED|||-NONE-|||0
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 23 25|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||communicating|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1

S Some people spend a lot of time in it and forget their real life .
A 7 9|||R:OTHER|||online|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 8 9|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S Actually , I have seen some people are very funny and interesting when I am chatting with them online .
A 5 5|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||can be|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||that|||REQUIRED|||-NONE-|||1

S However , they behave quite boring when I talk to them in real life .
A 3 4|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||are|||REQUIRED|||-NONE-|||1

S Teenagers are developing their interpersonal skills and social skills when they are growing up .
A 1 3|||R:VERB:FORM|||need to develop|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If they spend too much time on these social media , it may cause some problems to their mental development .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S They may feel uncomfortable when they communicate with people face to face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Some may share fewer and fewer time with their family and not knowing how to express themselves .
A 3 6|||R:OTHER|||less|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||spend|||REQUIRED|||-NONE-|||1
A 3 4|||R:ADJ|||less|||REQUIRED|||-NONE-|||1
A 5 6|||R:ADJ|||less|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||1

S Moreover , some wrong values on the websites will affect teenagers and confuse them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Some may even do something wrong .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In conclusion , the showing up of social media sites is a double edged sword .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||appearance|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||double-edged|||REQUIRED|||-NONE-|||1

S It can make our life simpler .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People can promote their friendship and relationship through these social media .
A 4 5|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||develop|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1

S Whereas , it can also make people forget to communicate to their family and friends in the real life and affect negatively to their interpersonal skills .
A 0 1|||R:ADV|||However|||REQUIRED|||-NONE-|||0
A 2 3|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||However|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 22|||R:WO|||negatively affect|||REQUIRED|||-NONE-|||1
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||1

S But overall , the advantages far outweigh its disadvantage .
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||1

S So we need to make best use of these social media and make it a fun way of adding some excitement when life is boring .
A 13 14|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||having|||REQUIRED|||-NONE-|||0
A 25 26|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S And try to bypass the shortcomings .
A 0 1|||R:ORTH|||and|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Remember to send greetings to our friends and family frequently .
A 0 1|||M:OTHER|||We should remember|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||that it is important|||REQUIRED|||-NONE-|||0
A 0 1|||M:CONJ|||And remember|||REQUIRED|||-NONE-|||1

S Nowadays , with the advancement of technology , it is easy to communicate wherever you are .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The appearance of social media sites truly connects people closely .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People can know their friends ' recently looks and interesting things happens on that people just by checking their facebook or other social media sites .
A 3 3|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||recent|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:SVA|||happen|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||recent|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||those|||REQUIRED|||-NONE-|||1
A 19 20|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S We can not deny that the social media sites truly make the old friends do not lose the information and the chances to communicate with you even you are in a different country .
A 10 11|||R:VERB|||enable|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||contact|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||chance|||REQUIRED|||-NONE-|||0
A 27 27|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||miss|||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1
A 27 27|||M:PREP|||if|||REQUIRED|||-NONE-|||1

S However , the social media sites truly reduce the communication in face-to-face which truly affects interpersonal skills .
A 11 12|||R:OTHER|||face to face|||REQUIRED|||-NONE-|||0
A 12 12|||M:NOUN|||settings|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||1

S There are two advantages and two disadvantages of using the social media in people 's daily life .
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Firstly , the social media sites can connect people with their friends and parents closely .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:ADV|||closely|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1

S By typing the words and showing the pictures , people can express their emotions that they are too shy to express .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||may be|||REQUIRED|||-NONE-|||0
A 21 21|||M:OTHER|||in person|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 21|||M:NOUN|||face-to-face|||REQUIRED|||-NONE-|||1

S For example , on mother 's day , people are shy to say " I love you " to their mothers so they can type it on his or her mother 's facebook page .
A 9 10|||R:VERB:TENSE|||may be|||REQUIRED|||-NONE-|||0
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||0
A 28 29|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 29 30|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN:NUM|||pages|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||Mother|||REQUIRED|||-NONE-|||1
A 6 7|||R:ORTH|||Day|||REQUIRED|||-NONE-|||1
A 10 10|||M:ADV|||too|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||but|||REQUIRED|||-NONE-|||1
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||1
A 28 29|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 29 30|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 32 33|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S Then his or her mother will also know the emotion and feel warm .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||mothers|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||receive|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 2 3|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||1

S On the other hand , when the teenager is studying in a foreign country , the internet is the only way that he can communicate with their parents and friends .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||teenagers|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 22 23|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 26 27|||R:DET|||his|||REQUIRED|||-NONE-|||1

S Therefore , the social media is truly good for people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S Secondly , the social media sites can not only connect people with their friends closely .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||1
A 9 9|||M:ADV|||closely|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1

S People can also know much information about the celebrity in Twitter and Facebook such as Obama , Bill Gates and get the first-hand study materials on it .
A 3 5|||R:OTHER|||find out a great deal of|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||celebrities|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 26 27|||R:PRON|||these|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||find|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||out a lot of|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||celebrities|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 13 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 25|||UNK|||first-hand study materials|||REQUIRED|||-NONE-|||1
A 26 27|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S They can learn how these people succeed and they can also have the chance to talk with them and know these famous persons ' thought by using the social media .
A 16 17|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||find out|||REQUIRED|||-NONE-|||1
A 22 24|||R:OTHER|||people 's|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||1
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||1

S On the other hand , with the help of social media , some homeless people or someone who need the money to cure the disease can get the help from the world quickly because once one person know the information , his or her will share it to their " friends area " , then many people will know it and spread the information to the person who can give help .
A 18 19|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||0
A 35 37|||R:OTHER|||people|||REQUIRED|||-NONE-|||0
A 37 38|||R:VERB|||receive|||REQUIRED|||-NONE-|||0
A 38 39|||U:DET||||||REQUIRED|||-NONE-|||0
A 41 42|||U:DET||||||REQUIRED|||-NONE-|||0
A 42 43|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 43 44|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 44 45|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 57 58|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 58 59|||R:OTHER|||find out about|||REQUIRED|||-NONE-|||0
A 65 66|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||In addition|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 24|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||1
A 33 33|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 37 38|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||1
A 41 42|||R:PRON|||he|||REQUIRED|||-NONE-|||1
A 43 44|||R:PRON|||she|||REQUIRED|||-NONE-|||1
A 47 48|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 59 60|||U:PRON||||||REQUIRED|||-NONE-|||1
A 65 67|||R:OTHER|||people|||REQUIRED|||-NONE-|||1

S On the other hand , there are also problems with the population of the social media .
A 11 12|||R:NOUN|||influence|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Firstly , when people rely on the social media to communicate with their friends and parents , they will accustom to communicate by typing and not talking .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||become|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||accustomed|||REQUIRED|||-NONE-|||0
A 21 22|||R:MORPH|||communicating|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 19|||M:VERB|||become|||REQUIRED|||-NONE-|||1
A 19 20|||R:MORPH|||accustomed|||REQUIRED|||-NONE-|||1
A 21 22|||R:MORPH|||communicating|||REQUIRED|||-NONE-|||1

S People even prefer talk to their friends and meet their friends online and gradually reject face-to-face communication .
A 3 3|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||talking|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||meeting|||REQUIRED|||-NONE-|||1

S Therefore , the social media truly limit the interpersonal skills such that people lose the chance and the ability to practice talking and connect the relation between him and their friends .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||a way|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:FORM|||connecting|||REQUIRED|||-NONE-|||0
A 24 24|||M:NOUN|||face|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||face|||REQUIRED|||-NONE-|||0
A 26 27|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 27 28|||U:PRON||||||REQUIRED|||-NONE-|||0
A 28 29|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 26|||UNK|||connect the relation|||REQUIRED|||-NONE-|||1
A 27 28|||R:PRON|||them|||REQUIRED|||-NONE-|||1

S Secondly , without the truly communication in the real life , people lose the ability to see the truth and false .
A 3 5|||R:OTHER|||real|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||face to face|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||true|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||lies|||REQUIRED|||-NONE-|||1

S There are many people in the social media with beautiful image and good content in their pages , however in real life , he or she may do not have jobs or live poorly .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||images|||REQUIRED|||-NONE-|||0
A 23 24|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 24 25|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 25 26|||U:PRON||||||REQUIRED|||-NONE-|||0
A 27 28|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 32 32|||M:OTHER|||they may|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||images|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||but|||REQUIRED|||-NONE-|||1
A 27 28|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 30 30|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN:NUM|||job|||REQUIRED|||-NONE-|||1
A 32 32|||M:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1

S Teenagers may believe these people and easily be cheat and lose money even their safe .
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||cheated|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||by them|||REQUIRED|||-NONE-|||0
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||cheated|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||, or|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||safety|||REQUIRED|||-NONE-|||1

S Therefore , the social media is not safe which is bad to teenager 's future development .
A 11 12|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 12 14|||R:NOUN:POSS|||teenagers '|||REQUIRED|||-NONE-|||1

S All in all , the appearance of social media truly helps people a lot in many areas .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||existence|||REQUIRED|||-NONE-|||1

S However , there exits some disadvantages which will affect people in some degree .
A 7 8|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||exist|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Advantages and Disadvantages of Using Social Media in Our Daily life and Society .
A 10 11|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nowadays , with the development of technology and society , social media become more popular and even important in our daily life .
A 12 13|||R:VERB:TENSE|||is becoming|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1

S We communicate with others using social media , such as twitter , facebook and microblog more and more frequently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 11|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S There is no need to for people to go out of their home to interact with others , they chat online , share pictures , tell others what they have done or funny stories .
A 4 5|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 17 18|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 32 32|||M:VERB|||tell|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 17 19|||R:PUNCT|||. They|||REQUIRED|||-NONE-|||1

S It seems that people build a good relationship with others by the social media , but the problems come out .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 10 11|||U:PREP||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||do arise|||REQUIRED|||-NONE-|||0
A 19 20|||U:PART||||||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||through|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 20|||R:VERB|||arise|||REQUIRED|||-NONE-|||1

S Pepope do not know how to talk with others face to face , especially the strangers .
A 0 1|||R:SPELL|||People|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||People|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S Then , we need to talk about the advantages and disadvantages of using social media in your daily life and society .
A 0 1|||R:OTHER|||Thus ,|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||It is importnat|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||examine|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||Therefore|||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||our|||REQUIRED|||-NONE-|||1

S As for the advantages , there are two aspects : more convenient to contact others , easier to know about others .
A 9 10|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||It|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||find out|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S One advantage is that it is more convenience to contact others by social media .
A 7 8|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||1

S In old days , if one wants to tell some important news to another one , which lives far away , he needs to write letters and it wastes time .
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||wanted|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||give|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||someone|||REQUIRED|||-NONE-|||0
A 16 17|||R:PRON|||who|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||it was necessary|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB|||took|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||wanted|||REQUIRED|||-NONE-|||1
A 13 17|||R:OTHER|||someone who|||REQUIRED|||-NONE-|||1
A 21 22|||R:PRON|||one|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||needed|||REQUIRED|||-NONE-|||1
A 27 28|||R:PRON|||that|||REQUIRED|||-NONE-|||1

S The long distance and time-consuming make spreading the messages very difficult at that time .
A 5 6|||R:OTHER|||methods made|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||information|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||delay|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||made|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||sending|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1

S Therefore , people may not contact with the faraway friends and relatives unless there are something important .
A 5 5|||M:OTHER|||have kept in|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 17 17|||M:VERB|||to communicate|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||1
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1

S However , people now can contact with anyone all over the world who can use computer at any time , and there is no time delay of messages .
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||in any part|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 5|||R:WO|||can now|||REQUIRED|||-NONE-|||1
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 26 27|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S The other advantage is that it is easier to know about others by social media .
A 9 10|||R:VERB|||find out|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||find out|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||through|||REQUIRED|||-NONE-|||1

S If there is no social media , it is difficult for people to know about a stranger .
A 2 3|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||find out|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||find out|||REQUIRED|||-NONE-|||1

S They may collect information about that person by asking his friends , colleagues or family members .
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||1

S And the information collected may not be intact and true .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||complete|||REQUIRED|||-NONE-|||1

S Unlike today , with the help with social media , people can easily get the information they want just by searching on line , and know about what that person did everyday at what time .
A 0 1|||M:OTHER|||This is unlike|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||about someone|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||they can|||REQUIRED|||-NONE-|||0
A 33 34|||R:DET|||all|||REQUIRED|||-NONE-|||0
A 34 35|||R:NOUN:NUM|||times|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 21 23|||R:ORTH|||online|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:TENSE|||does|||REQUIRED|||-NONE-|||1
A 31 32|||R:ORTH|||every day|||REQUIRED|||-NONE-|||1
A 32 32|||M:CONJ|||and|||REQUIRED|||-NONE-|||1

S As for the disadvantages of social media in our daily life , wasting time , causing illness related to sitting long time before the computer , quick-spread of rumor and fake news , most importantly , making people lost the ability to talk to others face to face confidently .
A 12 13|||R:OTHER|||these|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 20 20|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||periods in front|||REQUIRED|||-NONE-|||0
A 22 23|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 26 26|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 26 27|||R:ADJ|||possible quick|||REQUIRED|||-NONE-|||0
A 27 27|||M:NOUN|||spread|||REQUIRED|||-NONE-|||0
A 32 32|||M:OTHER|||, and|||REQUIRED|||-NONE-|||0
A 36 39|||R:OTHER|||losing|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||these include|||REQUIRED|||-NONE-|||1
A 20 20|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||in front of|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||the rapid spreading|||REQUIRED|||-NONE-|||1
A 33 33|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 38 39|||R:VERB:TENSE|||lose|||REQUIRED|||-NONE-|||1
A 45 45|||M:ADV|||confidently|||REQUIRED|||-NONE-|||1
A 48 49|||U:ADV||||||REQUIRED|||-NONE-|||1

S It is weird that people sit around the table but all face to their phones and do not talk with each other .
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||look|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||at|||REQUIRED|||-NONE-|||1

S If there is a joke on their facebook page , they may talk to others in this way , " hi , look , how ridiculous this is " , then they laugh together .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 18 19|||R:PUNCT|||:|||REQUIRED|||-NONE-|||1
A 29 31|||R:PUNCT|||. Then|||REQUIRED|||-NONE-|||1

S No matter it is a party , dinner or just simply get-together , there always are some people bow their head and playing their phones even their family and friends are in front of them .
A 2 2|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 14 16|||R:WO|||are always|||REQUIRED|||-NONE-|||0
A 18 18|||M:PRON|||who|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||play with|||REQUIRED|||-NONE-|||0
A 26 26|||M:PREP|||though|||REQUIRED|||-NONE-|||0
A 2 2|||M:PREP|||whether|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||simple|||REQUIRED|||-NONE-|||1
A 14 16|||R:WO|||are always|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:FORM|||bowing|||REQUIRED|||-NONE-|||1
A 23 23|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 26|||M:PREP|||if|||REQUIRED|||-NONE-|||1

S In a conclusion , there are both advantages and disadvantages of using social media in daily life .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1

S People should enjoy the advantages of social media while be aware of the disadvantages of that and try their best to avoid the disadvantages happen to them and their friends and family .
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 24|||M:OTHER|||because they|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB|||might affect|||REQUIRED|||-NONE-|||0
A 25 26|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1

S Today world is considered to be the era of social media sites like Facebook and Twitter which are attractively connecting people around the world .
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 1 2|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S However , some people worry that social network can affect interpersonal skills as it reduces face-to-face human contact .
A 7 8|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:SVA|||reduce|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||networking|||REQUIRED|||-NONE-|||1

S The advantages and disadvantages of using such social media in the society are elaborated on as follows .
A 13 14|||R:VERB|||analysed|||REQUIRED|||-NONE-|||0
A 14 15|||R:PART|||in|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||paper|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||below|||REQUIRED|||-NONE-|||1

S Nobody can deny social media 's advantages as the benefit it provides in connecting people regardless of nationalities , races , cultures and languages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||in view of|||REQUIRED|||-NONE-|||1
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||1

S Social media is a trending channel and a suitable mean of communications .
A 3 7|||UNK|||a trending channel and|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||means|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||communication|||REQUIRED|||-NONE-|||1

S Firstly , social media brings convenience to the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||1

S It has erased the boundaries of distance and time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1

S No more worries about the time it takes to deliver letters and packages .
A 0 1|||M:OTHER|||There are no|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nowadays , thanks to the help of social media , with just one click , you can contact your family and friends wherever you want .
A 24 25|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 23|||R:ADV|||whenever|||REQUIRED|||-NONE-|||1

S You can share photos , videos and every meaningful experiences of your life .
A 9 10|||R:NOUN:NUM|||experience|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||experience|||REQUIRED|||-NONE-|||1

S More importantly , it is cheap and easy to use social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Secondly , social media network opens the door of opportunities for people due to its great benefit in connecting .
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||opportunity|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 19 19|||M:NOUN|||people|||REQUIRED|||-NONE-|||1

S A lot of fresh graduates can find jobs thanks to Facebook and Twitter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Young people can widen their relationships , meet new friends and learn wonderful things in many parts of the world .
A 14 15|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In business area , social media is a good tool to develop and advertise products and services .
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S On the other hand , social media also has disadvantages which have created worries to the society recently and made it a controversial phenomenon .
A 14 15|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1

S More and more young people tend to live in social media world most of their time and reduce face-to-face human contact , which can affect interpersonal skills and relationships in social life .
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 30 31|||R:ADJ|||real|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||1

S First and foremost , we should realize that social media world is not trustworthy and real .
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Everyone can easily make up the personality and characteristics they want .
A 0 1|||R:NOUN|||Anyone|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||choose the|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB|||to share|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S They can become anyone .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Though social media do create relationships , relationships and friendships are only firm and real if people have gone through experiences and communication in face-to-face interaction .
A 3 4|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||0
A 23 24|||R:PREP|||through|||REQUIRED|||-NONE-|||1

S There is a story of a girl who lives in social media world every night in eight years .
A 8 9|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||for|||REQUIRED|||-NONE-|||1

S In the chat room , she created a close relationship with eight people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S She talked with them every night , trust them and share her life with them .
A 2 3|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||trusted|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||shared|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||trusted|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:TENSE|||shared|||REQUIRED|||-NONE-|||1

S Then eventually , she discovered that eight people became one as he was using eight different identities to chat with her all the time .
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||were|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||other person|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||those|||REQUIRED|||-NONE-|||1

S Furthermore , the convenience of social media is also its weakness .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S A lot of people use their true information on social media sites , which can lead to crimes and deception .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People can use the information to deceive family and friends and banks to do bad things such as blackmail , ATM theft and so on .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Last but not least , social media does affect human interpersonal skills when people increase the time on social sites and reject chances to expose to social daily life activities as well as interacting with people .
A 7 9|||R:VERB:TENSE|||affects|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||that they spend|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:TENSE|||be exposed|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||1
A 25 25|||M:PRON|||themselves|||REQUIRED|||-NONE-|||1

S Recent research has shown that the more people spend time on social media sites , the less they become ambitious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As a result , if the situation keep go on in this unexpected trend , it will cause a bad effect on the young generation .
A 7 9|||R:VERB|||continues|||REQUIRED|||-NONE-|||0
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||way|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||keeps|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||following|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 23 24|||R:ADJ:FORM|||younger|||REQUIRED|||-NONE-|||1

S To put it in the nutshell , everything has its own pros and cons .
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||In|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||summary|||REQUIRED|||-NONE-|||1

S So does social media network .
A 0 2|||R:OTHER|||Such is the case with|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1

S It not only is convenient and beneficial in connecting people and developing the business but it also can damage people relationships and interpersonal skills .
A 0 1|||R:OTHER|||These are|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||U:PRON||||||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||damaging|||REQUIRED|||-NONE-|||0
A 1 4|||R:WO|||is not only|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 20|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1

S Social media is only beneficial as long as we know how to use it in a correct and suitable way with the combination of both social media sites and daily life interaction to develop people 's potentials to the fullest .
A 20 21|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 23|||R:MORPH|||combining|||REQUIRED|||-NONE-|||0
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 13 14|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||1

