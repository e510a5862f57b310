S Keeping the Secret of Genetic Testing
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S What is genetic risk ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Genetic risk refers more to your chance of inheriting a disorder or disease .
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||genetic factors affecting|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1

S People get certain disease because of genetic changes .
A 3 4|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||an inherited|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||predisposition|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||contract|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1

S How much a genetic change tells us about your chance of developing a disorder is not always clear .
A 4 5|||R:NOUN|||predisposition|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||information is imparted by|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||changes|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||regarding|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||1

S If your genetic results indicate that you have gene changes associated with an increased risk of heart disease , it does not mean that you definitely will develop heart disease .
A 8 9|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||factors|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||that alone|||REQUIRED|||-NONE-|||1
A 21 22|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 22 28|||R:OTHER|||guarantee|||REQUIRED|||-NONE-|||1
A 30 30|||M:OTHER|||a sure thing|||REQUIRED|||-NONE-|||1

S The opposite is also true .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If your genetic results show that you do not have changes associated with an increased risk of heart disease , it is still possible that you develop heart disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 24 25|||U:PREP||||||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||to|||REQUIRED|||-NONE-|||1

S However for some rare diseases , people who have certain gene changes are guaranteed to develop the disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:ADV|||For|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||, however|||REQUIRED|||-NONE-|||1

S When we are diagonosed out with certain genetic disease , are we suppose to disclose this result to our relatives ?
A 3 4|||R:SPELL|||diagnosed|||REQUIRED|||-NONE-|||0
A 4 5|||U:PART||||||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 3 3|||M:ADV|||first|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||diagnosed|||REQUIRED|||-NONE-|||1
A 4 5|||U:PART||||||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||supposed|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1

S My answer is no .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On one hand , we do not want this potential danger causing firghtenning affects in our families ' later lives .
A 0 5|||U:OTHER|||We|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 20 20|||M:OTHER|||in the future|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||to cause|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||concern|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||futures|||REQUIRED|||-NONE-|||1
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||1

S When people around us know that we got certain disease , their altitudes will be easily changed , whether caring us too much or keeping away from us .
A 7 7|||M:VERB|||have|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||atitudes|||REQUIRED|||-NONE-|||0
A 13 15|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||change|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||in a couple of ways ;|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||they|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||may want to smother|||REQUIRED|||-NONE-|||0
A 21 23|||U:ADV||||||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:FORM|||keep|||REQUIRED|||-NONE-|||0
A 25 28|||R:OTHER|||theit distance|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||close to|||REQUIRED|||-NONE-|||1
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 7 7|||M:CONTR|||'ve|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||feelings and|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||attitudes|||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:FORM|||change|||REQUIRED|||-NONE-|||1
A 18 21|||R:OTHER|||with some friends doing|||REQUIRED|||-NONE-|||1
A 23 24|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||others|||REQUIRED|||-NONE-|||1
A 25 28|||R:OTHER|||simply disappearing|||REQUIRED|||-NONE-|||1

S And both are not what we want since most of us just want to live as normal people .
A 0 2|||R:OTHER|||Neither reavtion|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||want.|||REQUIRED|||-NONE-|||0
A 7 11|||R:OTHER|||We really|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||neither|||REQUIRED|||-NONE-|||1
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||like|||REQUIRED|||-NONE-|||1

S Surrounded by such concerns , it is very likely that we are distracted to worry about these problems .
A 12 12|||M:ADV|||too|||REQUIRED|||-NONE-|||0
A 13 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S It is a concern that will be with us during our whole life , because we will never know when the ''potential bomb' ' will explode .
A 22 24|||R:ORTH|||bomb ''|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||persist throughout|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ|||entire|||REQUIRED|||-NONE-|||1
A 16 17|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 22 24|||R:ORTH|||bomb ''|||REQUIRED|||-NONE-|||1

S On the other hand , if there are ways can help us to control or cure the disease , we can going through thses process from the scope of the whole family .
A 9 9|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 12 13|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:FORM|||go|||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 26 29|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||R:PRON|||those|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||be explored|||REQUIRED|||-NONE-|||1
A 22 26|||R:OTHER|||within|||REQUIRED|||-NONE-|||1

S For an example , if exercising is helpful for family potential disease , we can always look for more chances for the family to go exercise .
A 9 10|||R:VERB|||preventing|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||in fighting a|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||member 's|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||for|||REQUIRED|||-NONE-|||1
A 13 14|||R:PRON|||one|||REQUIRED|||-NONE-|||1
A 19 26|||R:OTHER|||fitness opportunities|||REQUIRED|||-NONE-|||1

S And we keep track of all family members health conditions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1

S At the same time , we are prepared to know when there are other members got this disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 13|||R:OTHER|||learn|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||contracted|||REQUIRED|||-NONE-|||1

S Here I want to share Forest'view on this issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||Forest 's|||REQUIRED|||-NONE-|||1
A 6 6|||M:NOUN|||view|||REQUIRED|||-NONE-|||1

S Although some people feel that an individual who is found to carry a dominant gene for Huntington 's disease has an ethical obligation to disclose that fact to his or her siblings , there currently is no legal requirement to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 30|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 30 31|||R:DET|||any|||REQUIRED|||-NONE-|||1
A 35 36|||R:VERB|||exists|||REQUIRED|||-NONE-|||1

S In fact , requiring someone to communicate his or her own genetic risk to family members who are therefore also at risk is considered by many to be ethically dubious .
A 31 31|||M:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||--|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||--|||REQUIRED|||-NONE-|||1
A 24 28|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 30 30|||M:OTHER|||by many|||REQUIRED|||-NONE-|||1

S "
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nothing is absolute right or wrong .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||absolutely|||REQUIRED|||-NONE-|||1

S If certain disease genetic test is very accurate and it is unavoidable and necessary to get treatment and known by others , it is OK to disclose the result .
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 4 4|||M:NOUN|||disposition|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||for|||REQUIRED|||-NONE-|||1

S Above all , life is more important than secret .
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||keeping a|||REQUIRED|||-NONE-|||1

S Genetic risk does carry its consequences and should not be taken lightly within the family circle .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:CONTR|||n't|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Afterall , what affects one family may or may not affect another although the families has a common genetic make up , shared by either of the parents .
A 0 1|||R:ORTH|||After all|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||might|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||same|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||way , despite|||REQUIRED|||-NONE-|||0
A 21 22|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN:NUM|||parent|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||After all|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||another.|||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||Although|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1

S In cases where an individual has gotten to know of a genetic disorder , disclosing or otherwise , to his or her relative is solely a matter of preference within the indivdial moral system .
A 6 9|||R:VERB|||learned|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||news|||REQUIRED|||-NONE-|||0
A 19 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||relatives|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||guided by|||REQUIRED|||-NONE-|||0
A 30 31|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 31 32|||R:OTHER|||person 's|||REQUIRED|||-NONE-|||0
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||1
A 31 32|||R:SPELL|||individual|||REQUIRED|||-NONE-|||1

S The issue on right to know or not to know is highly debatable although it is a genetic risk , one can not be entire sure because the genetic information could possibly result from the families of either parents - his maternal and paternal uncles , aunts or cousin .
A 2 3|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 3 3|||M:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||"|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||''|||REQUIRED|||-NONE-|||0
A 13 13|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||while|||REQUIRED|||-NONE-|||0
A 15 16|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||0
A 28 30|||R:OTHER|||trait|||REQUIRED|||-NONE-|||0
A 31 33|||R:OTHER|||come|||REQUIRED|||-NONE-|||0
A 34 35|||U:DET||||||REQUIRED|||-NONE-|||0
A 36 37|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 38 39|||R:NOUN|||side|||REQUIRED|||-NONE-|||0
A 39 40|||R:PUNCT|||--|||REQUIRED|||-NONE-|||0
A 40 41|||U:DET||||||REQUIRED|||-NONE-|||0
A 48 49|||R:NOUN:NUM|||cousins|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||1

S This also means that as soon a person is made aware of his or her genetic profile , he or she concurently has a knowledge about others .
A 8 10|||R:VERB|||becomes|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 18 19|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 19 20|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||concurrently|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 27 27|||M:OTHER|||, too|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This knowledge maybe relavant to them , and vice versa .
A 2 3|||R:ORTH|||may be|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||relevant|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S An example that may serve as an illustration is breast cancer .
A 3 5|||R:VERB|||illustrates|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 3|||R:PRON|||What|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1

S It is hereditary .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Breast cancer|||REQUIRED|||-NONE-|||1

S Do one who suffered from this disease keep it a secret of infrom their relatives ?
A 0 1|||R:VERB:SVA|||Does|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||suffers|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||or|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||inform|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB:TENSE|||Should|||REQUIRED|||-NONE-|||1
A 1 2|||R:DET|||those|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||suffer|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||it keep|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||or|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||disclose|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||issue|||REQUIRED|||-NONE-|||1

S In retrospect , its is also ones duty to ensure that he or she undergo periodic healthchecks in their own .
A 3 4|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 4 5|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:POSS|||one 's|||REQUIRED|||-NONE-|||0
A 11 12|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 12 13|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||health-checks|||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 3 4|||R:PRON|||It|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||insure|||REQUIRED|||-NONE-|||1
A 10 15|||R:OTHER|||they get|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||check|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||ups|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||on|||REQUIRED|||-NONE-|||1

S Sometimes some family structure and cultural beliefs can influence the pattern of communication .
A 1 2|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||patterns|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Family|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||structures|||REQUIRED|||-NONE-|||1
A 8 8|||M:ADV|||sometimes|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||family 's|||REQUIRED|||-NONE-|||1

S Depending on whom the genetic risk was discovered from : the son or daughter for example , the parents who knows about this would decide who gets told and whom takes the precedence in being 'allowed ' to tell .
A 2 2|||M:OTHER|||the patient in|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||-- whether it 's|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 16 17|||R:PUNCT|||--|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:SVA|||know|||REQUIRED|||-NONE-|||0
A 22 23|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 29 30|||R:PRON|||who|||REQUIRED|||-NONE-|||0
A 31 32|||U:DET||||||REQUIRED|||-NONE-|||0
A 33 34|||R:OTHER|||as far as|||REQUIRED|||-NONE-|||0
A 35 35|||M:PUNCT|||"|||REQUIRED|||-NONE-|||0
A 35 37|||R:OTHER|||allowed ''|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||whether|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||in a|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:OTHER|||if would be up to|||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||carrier 's|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||knowing|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||, to|||REQUIRED|||-NONE-|||1
A 26 35|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 35 37|||R:OTHER|||allowed|||REQUIRED|||-NONE-|||1

S For example , within a family , regardless of who had first received genetic information , parents were seen as having the primary responsibility to pass on information to any offspring , either adult at risk .
A 7 8|||R:NOUN|||parents|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||(|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||either|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||adult|||REQUIRED|||-NONE-|||0
A 11 15|||R:OTHER|||at risk|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||)|||REQUIRED|||-NONE-|||0
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||0
A 32 34|||R:OTHER|||regardless|||REQUIRED|||-NONE-|||0
A 34 36|||R:OTHER|||of who first received genetic information|||REQUIRED|||-NONE-|||0
A 2 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 18 18|||M:ADV|||usually|||REQUIRED|||-NONE-|||1
A 28 28|||M:OTHER|||, regarding the risk ,|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||other|||REQUIRED|||-NONE-|||1
A 32 33|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 34 35|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 35 36|||R:OTHER|||otherwise|||REQUIRED|||-NONE-|||1

S In addition , a woman testing positive for BRCA1 would be expected to allow her brother or sister to disclose such information to a niece or nephew rather than do it herself , although this may be further complicated by an individual 's response to risk information as they not want to know .
A 9 11|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 14 18|||R:OTHER|||siblings|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||nieces|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN:NUM|||nephews|||REQUIRED|||-NONE-|||0
A 27 28|||R:ADV|||instead|||REQUIRED|||-NONE-|||0
A 28 29|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB:FORM|||doing|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||so|||REQUIRED|||-NONE-|||0
A 40 41|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 41 43|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 43 44|||R:NOUN:NUM|||responses|||REQUIRED|||-NONE-|||0
A 44 49|||R:OTHER|||from relatives who 'd prefer|||REQUIRED|||-NONE-|||0
A 50 51|||U:VERB||||||REQUIRED|||-NONE-|||0
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 48 49|||R:SPELL|||the|||REQUIRED|||-NONE-|||1
A 49 49|||M:OTHER|||risk carrier may|||REQUIRED|||-NONE-|||1

S Hence , there were also tensions if participants felt that they could neither pass on information to relatives who needed to know ( such as nieces and nephews ) nor persuade those with authority ( the parents ) to do so .
A 3 4|||R:VERB:SVA|||was|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||tension|||REQUIRED|||-NONE-|||0
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 16|||R:WO|||information on|||REQUIRED|||-NONE-|||0
A 35 36|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||carriers|||REQUIRED|||-NONE-|||1

S The notion of authority also extended 'vertically' .
A 6 7|||R:ORTH|||'vertically '|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||vertically|||REQUIRED|||-NONE-|||1

S For example , a grandmother may have more authority to pass on information than an aunt , even when she is not at genetic risk herself while the aunt is .
A 15 16|||R:NOUN|||aunt.|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||This is true|||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S From a practitioner 's perspective these findings are important because if lay constructs of the family and kinship are a social construct they may not be in line with geneticists ' views of family relationships , or about which blood ( or non-blood ) relatives should be informed and by whom ; this is also likely to be dependent on the cultural and ethnic context .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 34 35|||R:NOUN|||relationships.|||REQUIRED|||-NONE-|||0
A 35 36|||R:OTHER|||They also may|||REQUIRED|||-NONE-|||0
A 36 37|||R:OTHER|||counter theories|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||law|||REQUIRED|||-NONE-|||1
A 29 29|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 30 31|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||1

S Ultimately , one must bring attention to who may benefit from such information and assisting those at risk to make considered decisions about disclosure .
A 13 14|||R:OTHER|||; as well as|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Whose duty it is to inform at risk relatives or not greatly depends on the personal moral and the nature of how 'directive ' the risk is to them .
A 5 5|||M:PART|||inform/not|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:MORPH|||persons|||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||morality|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||, as well as|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||direct|||REQUIRED|||-NONE-|||0
A 24 25|||R:PRON|||he|||REQUIRED|||-NONE-|||0
A 28 29|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 29 29|||M:NOUN|||relative|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People with close blood relationship generally carry some similar genes .
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||who|||REQUIRED|||-NONE-|||1
A 2 5|||R:OTHER|||are related|||REQUIRED|||-NONE-|||1

S In this case , if one of the family members or close relatives is found to carry genetic risk , it is better for the patient to tell his/her close relatives about the issue and let others known about the risk so that his/her familay members are able to perform some daily excesses to prevent the potential disease or they may go to hospital and check for the correspongding flows .
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 28 28|||M:OTHER|||his or|||REQUIRED|||-NONE-|||0
A 28 29|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 43 43|||M:OTHER|||his or|||REQUIRED|||-NONE-|||0
A 43 44|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 44 45|||R:SPELL|||family|||REQUIRED|||-NONE-|||0
A 46 47|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 47 48|||R:OTHER|||the option|||REQUIRED|||-NONE-|||0
A 52 54|||R:OTHER|||exercises , possibly|||REQUIRED|||-NONE-|||0
A 54 55|||R:VERB:FORM|||preventing|||REQUIRED|||-NONE-|||0
A 58 58|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 59 61|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 63 63|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 65 66|||R:OTHER|||have themselves tested|||REQUIRED|||-NONE-|||0
A 67 68|||R:OTHER|||genetic|||REQUIRED|||-NONE-|||0
A 68 69|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 69 70|||R:NOUN|||factors|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 44 45|||R:SPELL|||family|||REQUIRED|||-NONE-|||1
A 52 53|||R:NOUN|||excersises|||REQUIRED|||-NONE-|||1
A 68 69|||R:SPELL|||corresponding|||REQUIRED|||-NONE-|||1
A 69 70|||R:NOUN|||flaws|||REQUIRED|||-NONE-|||1

S In my opinion , although the annouance of carrying a genetic risk involves the issue of self privacy , it is necessary for the carrier to be obligated to tell the issue to his or her relatives in order for them to prevent the potential disease .
A 0 5|||U:OTHER|||Although|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||announcing that one|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||carries|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||factor means|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||loss|||REQUIRED|||-NONE-|||0
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 18 18|||M:OTHER|||, in my opinion|||REQUIRED|||-NONE-|||0
A 21 21|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||obligation of|||REQUIRED|||-NONE-|||0
A 25 28|||U:VERB||||||REQUIRED|||-NONE-|||0
A 30 31|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 32 33|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 34 35|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 35 36|||R:OTHER|||health|||REQUIRED|||-NONE-|||0
A 36 37|||R:NOUN|||issue|||REQUIRED|||-NONE-|||0
A 37 38|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 38 39|||R:ADV|||thereby|||REQUIRED|||-NONE-|||0
A 39 40|||R:OTHER|||enabling|||REQUIRED|||-NONE-|||0
A 42 42|||M:ADV|||possibly|||REQUIRED|||-NONE-|||0
A 43 43|||M:OTHER|||a predisposition from becoming|||REQUIRED|||-NONE-|||0
A 43 44|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 44 45|||R:ADJ|||actual|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||announcement|||REQUIRED|||-NONE-|||1
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 19 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1
A 29 33|||R:OTHER|||inform|||REQUIRED|||-NONE-|||1
A 34 36|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 37 40|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 40 41|||R:OTHER|||they may attempt|||REQUIRED|||-NONE-|||1

S I agree with this statement to a large extent .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 1|||M:ADV|||completely|||REQUIRED|||-NONE-|||1
A 5 9|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Focus on the negative side of the annouance of genetic risk first .
A 0 1|||M:OTHER|||Let us focus|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||announcing|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB|||announcing|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Large numbers of patients with the genetic risk would want to keep it as a secret as the genetic risk may indicates their high chance to carry certain disease .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||factors|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||might prefer|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||their situation private , not only because they|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||carriers , but because|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 20 21|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 22 23|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 23 25|||R:OTHER|||have a predisposition|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||manifest a particular type of|||REQUIRED|||-NONE-|||0
A 3 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 7|||R:MORPH|||genetically|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||at-risk patients|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||their high probability for future disease|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||from|||REQUIRED|||-NONE-|||1
A 19 22|||R:OTHER|||others in|||REQUIRED|||-NONE-|||1
A 23 29|||R:OTHER|||life|||REQUIRED|||-NONE-|||1

S Especially for the young people without marrige , if he/she is known to have some genetic risk , it may have certain chance that his/her child would carry the same disease , but not in certain .
A 0 4|||U:OTHER|||Young|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||, single|||REQUIRED|||-NONE-|||0
A 5 10|||R:OTHER|||might especially|||REQUIRED|||-NONE-|||0
A 10 12|||R:VERB|||wish|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||keep|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||their carrier status|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||secret|||REQUIRED|||-NONE-|||0
A 18 18|||M:PREP|||since|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 19 22|||R:OTHER|||carrier status|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||indicates|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 30 35|||R:OTHER|||genetic risk|||REQUIRED|||-NONE-|||0
A 35 36|||R:NOUN|||factors|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 7|||R:OTHER|||who remain unmarried|||REQUIRED|||-NONE-|||1
A 9 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||knowledge of their own|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||then they|||REQUIRED|||-NONE-|||1
A 19 24|||R:OTHER|||also know|||REQUIRED|||-NONE-|||1
A 24 25|||R:DET|||any|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||1
A 26 26|||M:OTHER|||they have|||REQUIRED|||-NONE-|||1
A 27 27|||M:ADV|||very likely|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN|||trait|||REQUIRED|||-NONE-|||1
A 31 32|||R:PUNCT|||--|||REQUIRED|||-NONE-|||1
A 34 36|||R:OTHER|||always|||REQUIRED|||-NONE-|||1

S Therefore , to keep the information as secret to his/her future spouce would help the relationship .
A 0 1|||R:OTHER|||A single carrier|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||might believe that|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||keeping|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||from|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||spouse|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB:TENSE|||helps|||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 4|||R:VERB:FORM|||Keeping|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||spouse|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||, therefore ,|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||actually strengthen|||REQUIRED|||-NONE-|||1

S Secondly , annouance the potential risk would cause the family member to be scared of this certain issue , although the factor would not be that serious , people would still fear that they would have some potential disease in the future thus go to hospital and do additional check or take more medicine in order to prevent the disease , and this creats unnecessary costs to the family .
A 0 2|||R:OTHER|||Carriers might also believe that|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||announcing|||REQUIRED|||-NONE-|||0
A 8 17|||R:OTHER|||unnecessary|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||panic|||REQUIRED|||-NONE-|||0
A 19 20|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||genetic|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||factors|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||need|||REQUIRED|||-NONE-|||0
A 24 27|||R:OTHER|||manifest as disease|||REQUIRED|||-NONE-|||0
A 28 44|||R:OTHER|||causing family members|||REQUIRED|||-NONE-|||0
A 45 45|||M:OTHER|||make unwarranted|||REQUIRED|||-NONE-|||0
A 46 48|||R:OTHER|||visits , take|||REQUIRED|||-NONE-|||0
A 49 51|||R:OTHER|||tests , and|||REQUIRED|||-NONE-|||0
A 51 52|||R:VERB|||purchase|||REQUIRED|||-NONE-|||0
A 52 53|||R:ADJ|||additional|||REQUIRED|||-NONE-|||0
A 53 60|||R:OTHER|||medications|||REQUIRED|||-NONE-|||0
A 61 62|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 62 63|||R:OTHER|||thereby|||REQUIRED|||-NONE-|||0
A 63 64|||R:VERB|||incurring|||REQUIRED|||-NONE-|||0
A 64 65|||R:ADJ|||financial|||REQUIRED|||-NONE-|||0
A 65 66|||R:NOUN|||strain|||REQUIRED|||-NONE-|||0
A 66 67|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 2 6|||R:OTHER|||information of this kind|||REQUIRED|||-NONE-|||1
A 6 8|||R:VERB|||will|||REQUIRED|||-NONE-|||1
A 8 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:ADJ|||harder|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||some than for others and even in low-risk|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||cases|||REQUIRED|||-NONE-|||1
A 19 20|||U:PREP||||||REQUIRED|||-NONE-|||1
A 20 21|||R:DET|||some|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 22 24|||R:OTHER|||might|||REQUIRED|||-NONE-|||1
A 25 27|||R:OTHER|||overwhelmed by the possibility of future illness|||REQUIRED|||-NONE-|||1
A 28 29|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||much|||REQUIRED|||-NONE-|||1
A 30 32|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 34 36|||R:VERB|||check|||REQUIRED|||-NONE-|||1
A 36 40|||R:OTHER|||into|||REQUIRED|||-NONE-|||1
A 41 45|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 46 48|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 48 49|||R:ADJ|||further|||REQUIRED|||-NONE-|||1
A 49 50|||R:NOUN:NUM|||checks|||REQUIRED|||-NONE-|||1
A 50 56|||R:OTHER|||and/or|||REQUIRED|||-NONE-|||1
A 56 58|||R:VERB|||increase|||REQUIRED|||-NONE-|||1
A 58 59|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 59 60|||R:NOUN|||medication|||REQUIRED|||-NONE-|||1
A 61 62|||R:OTHER|||all|||REQUIRED|||-NONE-|||1
A 62 62|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 62 63|||R:DET|||which|||REQUIRED|||-NONE-|||1
A 63 64|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 64 65|||R:ADJ|||pricey|||REQUIRED|||-NONE-|||1
A 65 66|||R:NOUN|||options|||REQUIRED|||-NONE-|||1
A 66 67|||R:PREP|||that|||REQUIRED|||-NONE-|||1
A 69 69|||M:OTHER|||might not be able to bear|||REQUIRED|||-NONE-|||1

S Furthermore , the annouance of genetic risk would affect the relationship with the relatives as sometimes others may think not to stay too close to the carrier so that they have less chance to get the potential disease .
A 0 1|||R:OTHER|||Carriers might also|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||believe|||REQUIRED|||-NONE-|||0
A 2 3|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||announcing|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||their|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||causing|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||some|||REQUIRED|||-NONE-|||0
A 16 20|||R:OTHER|||people|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||keep their distance|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||fear|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||of catching|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 28 37|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||divulging|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||information related to|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||negatively impact|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||family|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||doting|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||mother|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||perhaps|||REQUIRED|||-NONE-|||1
A 18 22|||R:OTHER|||becoming|||REQUIRED|||-NONE-|||1
A 23 30|||R:OTHER|||clingy and overly concerned , or|||REQUIRED|||-NONE-|||1
A 30 31|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 31 32|||R:ADJ|||fearful|||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||father pulling away|||REQUIRED|||-NONE-|||1
A 34 35|||R:OTHER|||physically and emotionally distance himself from|||REQUIRED|||-NONE-|||1
A 36 38|||R:OTHER|||events|||REQUIRED|||-NONE-|||1

S On the other hand , if the genetic risk is kept as a secret , although it may benefit the carrier to a certain extend and help to keep the privacy , but it has much larger negative impacts to the family members and relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||If|||REQUIRED|||-NONE-|||1
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||at|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||extent|||REQUIRED|||-NONE-|||1
A 26 29|||R:VERB|||preserve|||REQUIRED|||-NONE-|||1
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||1
A 31 45|||U:OTHER||||||REQUIRED|||-NONE-|||1

S First , for the case of marrige , people should be honest and tell his/her spouce they may carry certain genetic risk that may affect their offsprings .
A 0 3|||U:OTHER|||For|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||marriage|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||spouse|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN:INFL|||offspring|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||In|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||marriage|||REQUIRED|||-NONE-|||1
A 14 25|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN|||spouse|||REQUIRED|||-NONE-|||1

S It is better to let the other party know the fact than after the baby is born and certain type of genetic disease is found .
A 18 21|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||inform|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||and let them|||REQUIRED|||-NONE-|||1
A 11 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It is better for both parties to be honest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Secondly , genetic disease has a close relationship with the born gene together with their daily habits .
A 8 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Genetic|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 12 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S For example , if a carrier is told that he/she has the risk to have diabetes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||One|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 13 14|||R:PART|||of|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||getting|||REQUIRED|||-NONE-|||1

S In this case , the carrier can eat less candies and chocolates to prevent intake to much sugars , and at the same time , if the carrier tell this information to the relatives , it will be useful for them to know that they may have diabetes in the future becouse of related genes and they can perform the same exercise to intake less sugar to prevent the disease .
A 9 10|||R:NOUN:NUM|||candy|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||chocolate|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||sugar|||REQUIRED|||-NONE-|||0
A 18 19|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||0
A 32 33|||R:OTHER|||close|||REQUIRED|||-NONE-|||0
A 51 52|||R:SPELL|||because|||REQUIRED|||-NONE-|||0
A 55 70|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||in|||REQUIRED|||-NONE-|||1
A 1 2|||R:DET|||such a|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||has the option|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||to elect to|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||candy|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||chocolate|||REQUIRED|||-NONE-|||1
A 12 18|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||thereby lessening|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||sugar|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||intake|||REQUIRED|||-NONE-|||1
A 25 28|||R:OTHER|||as|||REQUIRED|||-NONE-|||1
A 28 29|||R:SPELL|||well|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||as|||REQUIRED|||-NONE-|||1
A 30 31|||R:MORPH|||informing|||REQUIRED|||-NONE-|||1
A 31 32|||U:PREP||||||REQUIRED|||-NONE-|||1
A 32 33|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 35 43|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 44 45|||R:OTHER|||by|||REQUIRED|||-NONE-|||1
A 45 47|||R:VERB|||knowing|||REQUIRED|||-NONE-|||1
A 47 49|||R:OTHER|||about|||REQUIRED|||-NONE-|||1
A 49 54|||R:OTHER|||their genetic|||REQUIRED|||-NONE-|||1
A 54 55|||R:NOUN|||risk|||REQUIRED|||-NONE-|||1
A 55 56|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 57 57|||M:ADV|||too|||REQUIRED|||-NONE-|||1
A 58 62|||R:OTHER|||elect|||REQUIRED|||-NONE-|||1
A 63 64|||R:VERB|||monitor|||REQUIRED|||-NONE-|||1
A 64 65|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 66 67|||R:OTHER|||intake , thereby|||REQUIRED|||-NONE-|||1
A 67 68|||R:VERB:FORM|||preventing|||REQUIRED|||-NONE-|||1

S Otherwise , if the other parties did not know , they may end up with to have diabete in the future without any prevention .
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||diabetes|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||are unaware of their risk|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||unable|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||prevent|||REQUIRED|||-NONE-|||1
A 19 20|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||that includes diabetes|||REQUIRED|||-NONE-|||1

S In conclusion , we could tell the benefits of telling genetic risk to the carriers relatives overweights the costs .
A 3 6|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 10 15|||R:OTHER|||family members|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||out|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||weighs|||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||of doing so|||REQUIRED|||-NONE-|||0
A 3 4|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||seems|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||clear that|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||revealing|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||1
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||of genetic risk carriers outweighs|||REQUIRED|||-NONE-|||1

S Therefore , it would be better for the carrier to be obligated to tell the information to the relatives , in order to let them know and prevent the potential disease through daily exercises .
A 2 3|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 4 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 23 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 28 29|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 6|||R:OTHER|||Relatives of genetic|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||risk|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 9 14|||U:VERB||||||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||know|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 18 20|||R:OTHER|||risks|||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 21 23|||R:OTHER|||family 's|||REQUIRED|||-NONE-|||1
A 23 26|||R:OTHER|||genes can|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||potentially|||REQUIRED|||-NONE-|||1
A 28 30|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 33 34|||R:NOUN:NUM|||exercise|||REQUIRED|||-NONE-|||1
A 34 34|||M:OTHER|||, assuming that the genetic risk carrier feels an obligation to tell them of their risk|||REQUIRED|||-NONE-|||1

S Among all kinds of different diseases , a large amount of different kinds of disorders are caused by genetic reasons .
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||genetics|||REQUIRED|||-NONE-|||0
A 19 20|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||the different types|||REQUIRED|||-NONE-|||1
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 9 15|||R:OTHER|||number|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||the result|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||disorders|||REQUIRED|||-NONE-|||1

S Genetic disorder may or may not be hirataged hereditary disease and it is sometimes hard to find out one has these kinds of diseases .
A 1 2|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 19 24|||R:OTHER|||is present|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||factors|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||can manifest|||REQUIRED|||-NONE-|||1
A 3 3|||M:OTHER|||overtly as disease ,|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||simply|||REQUIRED|||-NONE-|||1
A 7 10|||R:OTHER|||carried ,|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||making|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||hard ,|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 18 18|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||a genetic predisposition|||REQUIRED|||-NONE-|||1
A 22 23|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 23 24|||R:MORPH|||disease|||REQUIRED|||-NONE-|||1

S It is a long time discussion that whether a carrier of a known genetic risk should be obligated to tell his or her relatives that his or her disease is caused by gene .
A 1 2|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||been in|||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 8|||U:OTHER|||Whether|||REQUIRED|||-NONE-|||1
A 32 32|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 33 33|||M:OTHER|||is a long-disputed point|||REQUIRED|||-NONE-|||1

S From the legal aspect , the answer is no but from the ethical aspect , the answer should be yes .
A 8 9|||R:OTHER|||no.|||REQUIRED|||-NONE-|||0
A 9 10|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 10 11|||R:ORTH|||From|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Whereas , from|||REQUIRED|||-NONE-|||1
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||might be|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||an|||REQUIRED|||-NONE-|||1

S We ca n't make a law to push a carrier of a known genetic risk to tell his or her relatives about his genetic problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||There|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||forces|||REQUIRED|||-NONE-|||1

S It is immoral and impractical .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Firstly , someone having what kinds of disease belongs to his or her privacy .
A 2 2|||M:OTHER|||the diseases|||REQUIRED|||-NONE-|||0
A 3 9|||R:OTHER|||may or may|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||not have|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||is|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||an entirely private matter|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||1
A 2 2|||M:OTHER|||it is a person 's private knowledge if|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||has|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||any|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||kind|||REQUIRED|||-NONE-|||1
A 8 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Privicy protection belongs to one 's human rights .
A 0 2|||U:NOUN|||Protection|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||personal|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||privacy is|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||a basic|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Privacy|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||falls|||REQUIRED|||-NONE-|||1
A 3 4|||R:PREP|||under|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 8 8|||M:NOUN|||category|||REQUIRED|||-NONE-|||1

S If a law requires someone to tell others ' his or her privacy especially when the one is not willing to do so .
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||The|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||ca n't require|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||reveal personal|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||details|||REQUIRED|||-NONE-|||0
A 9 14|||R:OTHER|||that they 'd|||REQUIRED|||-NONE-|||0
A 14 23|||R:OTHER|||rather remain private|||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||things|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 8 8|||M:ADJ|||private|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:POSS|||to|||REQUIRED|||-NONE-|||1
A 9 10|||R:PRON|||him|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1

S It is againt his or her human rights and it is against the law 's spirit .
A 2 5|||R:OTHER|||violation of|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 12|||R:OTHER|||contrary to|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||actual intention|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The law 's spirit also include the fairness .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||of the law|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||includes|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||, too|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:POSS|||is|||REQUIRED|||-NONE-|||1
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||designed to|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||fair|||REQUIRED|||-NONE-|||1

S What is the basic difference between genetic disorder and other disorders .
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 11 12|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 11 12|||R:PUNCT|||?|||REQUIRED|||-NONE-|||1

S It is unfair to release a law only point to the genetic disorder .
A 2 3|||R:ADJ|||discriminatory|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||pass|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||directed solely at|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||enact|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||points|||REQUIRED|||-NONE-|||1

S In addition , it is impractical to make such a law .
A 0 6|||R:OTHER|||Not|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||mention ,|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||would be impractical , too|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S A good law should be clear and easy to execute .
A 1 2|||R:ADJ|||worthwhile|||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||An|||REQUIRED|||-NONE-|||1
A 1 2|||R:ADJ|||effective|||REQUIRED|||-NONE-|||1

S However , there are many problems againt the execution of asking a carrier to tell his or her ralatives the cause of his or her diseases .
A 0 3|||U:OTHER|||There|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||a number of|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||, however , inherent in|||REQUIRED|||-NONE-|||0
A 10 11|||U:VERB||||||REQUIRED|||-NONE-|||0
A 13 15|||R:VERB|||informing|||REQUIRED|||-NONE-|||0
A 15 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||relatives|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 25|||R:OTHER|||the genetic|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN|||test results|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||There|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||with executing|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 8 13|||R:OTHER|||solution|||REQUIRED|||-NONE-|||1
A 14 26|||R:OTHER|||genetic issues|||REQUIRED|||-NONE-|||1

S Firstly , what is the range of the relatives ?
A 5 6|||R:OTHER|||overall makeup|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||extended family in terms of|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||age ranges|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||, etc.|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||What|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||genetic diseases in|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||family|||REQUIRED|||-NONE-|||1

S For example , does the carrier only need to tell his or her direct relatives like parents and brothers and sisters or does he also need to tell relatives like his grandmother 's sister 's son 's daughter 's nephew ?
A 3 4|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 9|||R:VERB|||inform|||REQUIRED|||-NONE-|||0
A 9 14|||R:OTHER|||just immediate|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||family --|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||siblings --|||REQUIRED|||-NONE-|||0
A 22 25|||R:OTHER|||must|||REQUIRED|||-NONE-|||0
A 25 28|||R:VERB|||extended|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||--|||REQUIRED|||-NONE-|||0
A 30 31|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 40 40|||M:OTHER|||-- be told , too|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||Does|||REQUIRED|||-NONE-|||1
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 15 21|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 35|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 35 37|||R:OTHER|||everyone|||REQUIRED|||-NONE-|||1
A 37 39|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 39 40|||U:NOUN||||||REQUIRED|||-NONE-|||1

S If you say only need to tell direct relatives , it will be against the fairness of law .
A 1 2|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||answer is just|||REQUIRED|||-NONE-|||0
A 7 8|||R:ADJ|||close|||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB:TENSE|||'s|||REQUIRED|||-NONE-|||0
A 13 14|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||unfair choice from a legal standpoint|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||one|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||would|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||family members and|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||go|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||spirit|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||fairness|||REQUIRED|||-NONE-|||1

S Other relatives may have the same possibilities to have such kind of disease .
A 2 3|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||potential|||REQUIRED|||-NONE-|||0
A 7 11|||R:OTHER|||for developing a disease|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||that type|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||issues that need|||REQUIRED|||-NONE-|||1
A 8 13|||R:OTHER|||be addressed|||REQUIRED|||-NONE-|||1

S How can a law made by government exempt such a group of people from preparing to face their potetial disease ?
A 2 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||enact|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||law that actively prevents|||REQUIRED|||-NONE-|||0
A 14 17|||R:VERB:FORM|||facing|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADJ|||potential future|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||illness|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Should|||REQUIRED|||-NONE-|||1
A 3 3|||M:NOUN|||government|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||impinge|||REQUIRED|||-NONE-|||1
A 5 9|||R:OTHER|||on the rights of|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||risk carrier to keep their genetic information private in|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||order|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||to ensure the|||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||carriers '|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||relatives are prepared|||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||potential|||REQUIRED|||-NONE-|||1

S However , from the ethical point of view .
A 0 3|||U:OTHER|||From|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||, however|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||there is|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||to consider|||REQUIRED|||-NONE-|||1

S To the carrier himself of herself , he of she should have a feeling of resposiblity to tell his or her relatives their genetic disorder .
A 0 1|||R:OTHER|||As far as|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||goes|||REQUIRED|||-NONE-|||0
A 7 8|||R:PRON|||one|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||would think they|||REQUIRED|||-NONE-|||0
A 10 11|||R:CONTR|||'d|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||feel|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||responsibility|||REQUIRED|||-NONE-|||0
A 17 22|||R:OTHER|||inform loved ones of|||REQUIRED|||-NONE-|||0
A 22 23|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN|||test results|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||It is up to|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 3 4|||R:PRON|||themselves|||REQUIRED|||-NONE-|||1
A 4 7|||R:OTHER|||to act|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||out|||REQUIRED|||-NONE-|||1
A 9 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||responsibility|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||, thereby|||REQUIRED|||-NONE-|||1
A 17 20|||R:OTHER|||alerting|||REQUIRED|||-NONE-|||1
A 20 21|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 22 22|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||predisposition to disease|||REQUIRED|||-NONE-|||1

S By doing this ,they may be able to save some lives of their relatives .
A 0 3|||U:OTHER|||This|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||way , it 's|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ|||possible|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||they 'll even|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||life or two among|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||family members|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||, they|||REQUIRED|||-NONE-|||1
A 10 11|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||' lives|||REQUIRED|||-NONE-|||1

S It is because a carrier with bad gene may not necessary have those genetic disease , if they can have coresponding healthy lifestyle before the age that the gene 's function become stronger .
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||some|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||who|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||have|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||might|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||still|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||avoid|||REQUIRED|||-NONE-|||0
A 12 15|||R:OTHER|||the illness|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||perhaps via|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||an|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||aggressively|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||prior to|||REQUIRED|||-NONE-|||0
A 25 29|||R:OTHER|||cell|||REQUIRED|||-NONE-|||0
A 30 33|||R:OTHER|||period of strength in later life|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||Carriers|||REQUIRED|||-NONE-|||1
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||committed|||REQUIRED|||-NONE-|||1
A 10 21|||R:OTHER|||to a|||REQUIRED|||-NONE-|||1
A 31 31|||M:OTHER|||is likely|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB|||to manifest|||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||most strongly , may not show any signs of disease , even though the carrier has the genetic predisposition|||REQUIRED|||-NONE-|||1

S A typical example is genetic caused hypertension .
A 4 5|||R:MORPH|||genetically|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||induced|||REQUIRED|||-NONE-|||0
A 4 6|||R:ADJ|||genetic-caused|||REQUIRED|||-NONE-|||1

S Hypertension can be caused by genetic problems which make the carrier harder to digest the fat and salt in blood which can cause hypertension .
A 0 0|||M:ADJ|||Genetic|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN|||risk factors|||REQUIRED|||-NONE-|||0
A 2 4|||R:VERB:TENSE|||cause|||REQUIRED|||-NONE-|||0
A 4 10|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||an excess of|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 20 20|||M:OTHER|||, due to|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||poor|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||digestion , leading to|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||problems.|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||Basically ,|||REQUIRED|||-NONE-|||1
A 7 8|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||it harder for|||REQUIRED|||-NONE-|||1
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||1
A 20 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S People usually get this kind of hypertesion after they become adult .
A 6 7|||R:SPELL|||hypertension|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||adults|||REQUIRED|||-NONE-|||1

S However , if they already know they have a gene that may make them have higher possibilities to get hypertention .
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||The|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||stress of knowing|||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||put carriers|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||at|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 17 18|||R:PART|||of|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:FORM|||getting|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||hypertension|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||1
A 3 4|||R:PRON|||some|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||aware that|||REQUIRED|||-NONE-|||1
A 15 16|||R:ADJ|||more|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||susceptable|||REQUIRED|||-NONE-|||1

S They can build a daily habit to eat less salt and fat and thus to avoid hypertension .
A 0 1|||M:OTHER|||One thing they|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||do is|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||good|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||habits|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||, such as eating|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADV|||thereby|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB:FORM|||avoiding|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||;|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||avoiding|||REQUIRED|||-NONE-|||1

S In a nutshell , our society ca n't push genetic problem carrier to tell his or her disease to his or her relatives but he or she should be willing to tell his or her relatives about his or her genetic problem .
A 9 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||person|||REQUIRED|||-NONE-|||0
A 18 19|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 21|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 22 30|||R:OTHER|||genetic disorder|||REQUIRED|||-NONE-|||0
A 32 34|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 34 35|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 37 42|||R:OTHER|||it|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||force|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 13 22|||R:OTHER|||notify|||REQUIRED|||-NONE-|||1
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 26|||R:OTHER|||one would hope|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||the carriers|||REQUIRED|||-NONE-|||1
A 27 29|||R:VERB|||would|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||WANT|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB|||share|||REQUIRED|||-NONE-|||1
A 32 33|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 33 36|||R:OTHER|||kind of information|||REQUIRED|||-NONE-|||1
A 36 41|||R:OTHER|||with family|||REQUIRED|||-NONE-|||1
A 41 42|||R:ADV|||anyway|||REQUIRED|||-NONE-|||1

S By doing so , less of his or her beloved ones will suffer from the genetic problem .
A 4 8|||R:OTHER|||potentially|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||fewer|||REQUIRED|||-NONE-|||0
A 9 10|||R:ADJ|||loved|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||if made aware sooner|||REQUIRED|||-NONE-|||0
A 4 9|||R:OTHER|||fewer|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADJ|||loved|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||are likely to|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S In the age of rapid technological advancement , a lot of medical breakthroughs are made possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||our|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||many|||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB|||become|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||realities|||REQUIRED|||-NONE-|||1

S Genetic testing is made possible and available for one 's decision to undergo .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||ready|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||waiting|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||if and when|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||patient makes|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||that important|||REQUIRED|||-NONE-|||1
A 11 13|||U:VERB||||||REQUIRED|||-NONE-|||1

S It is able to detect the illnesses or diseases and even a child 's parentage .
A 14 15|||R:OTHER|||odds of getting such a disorder|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , it will become a controversial issue as it becomes a dilemma for a carrier of a known genetic risk to inform his or her relatives .
A 0 1|||M:OTHER|||Controversy is sure to arise , however|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||if|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB|||informing|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||one|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 21 23|||R:VERB|||becomes|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||a dilemma|||REQUIRED|||-NONE-|||0
A 24 25|||R:SPELL|||for|||REQUIRED|||-NONE-|||0
A 25 26|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN|||carrier|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||in the future|||REQUIRED|||-NONE-|||1
A 11 16|||R:OTHER|||easier to inform people|||REQUIRED|||-NONE-|||1
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||1
A 21 27|||U:OTHER||||||REQUIRED|||-NONE-|||1

S If the knowledge of the genetic risk was to be shared within the family or relatives , there might have chances for them to have it in their blood , which they may do necessary precautions to prevent .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||is divulged|||REQUIRED|||-NONE-|||0
A 9 15|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||those who share the trait|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||find|||REQUIRED|||-NONE-|||0
A 21 22|||R:PART|||out|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||early enough|||REQUIRED|||-NONE-|||0
A 24 26|||R:OTHER|||take some precautions|||REQUIRED|||-NONE-|||0
A 27 36|||R:OTHER|||the interest|||REQUIRED|||-NONE-|||0
A 36 37|||R:PART|||of|||REQUIRED|||-NONE-|||0
A 37 38|||R:MORPH|||prevention|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S But , if it is a terminal disease as a genetic disease , most of the relatives will be disheartened upon having the knowledge about it .
A 0 3|||U:OTHER|||If|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||, however ,|||REQUIRED|||-NONE-|||0
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||news|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 19 20|||R:ADJ|||devastating|||REQUIRED|||-NONE-|||0
A 20 21|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||many members of|||REQUIRED|||-NONE-|||0
A 23 26|||R:OTHER|||family|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||If|||REQUIRED|||-NONE-|||1
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 20 21|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 21 25|||R:OTHER|||learn of|||REQUIRED|||-NONE-|||1

S Therefore , some carriers will have the opinion of keeping it as a secret .
A 0 1|||U:ADV||||||REQUIRED|||-NONE-|||0
A 1 4|||R:WO|||Some carriers ,|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||therefore ,|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||believe|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||is best|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Some|||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||'s better to keep|||REQUIRED|||-NONE-|||1

S This essay will discuss about whether a carrier of a known genetic risk should tell his or her relatives or not .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||inform|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||discussion|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 8 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||his/her|||REQUIRED|||-NONE-|||1
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Some said that the genetic risk that is found in a person should be kept secret because it is considered as a personal information which should be kept confidential .
A 0 4|||U:OTHER|||The|||REQUIRED|||-NONE-|||0
A 9 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||since|||REQUIRED|||-NONE-|||0
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||some|||REQUIRED|||-NONE-|||0
A 25 28|||R:VERB|||say|||REQUIRED|||-NONE-|||0
A 28 29|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||1

S Most patients will be depressed after realising his or her conditions .
A 0 1|||R:ADJ|||Many|||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||realizing|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||condition|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||of theirs|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADJ|||Many|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||understanding|||REQUIRED|||-NONE-|||1
A 10 10|||M:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||condition|||REQUIRED|||-NONE-|||1

S If one has a genetic disease after the test , he or she might not wish to inform the relatives as he might ended up dishearten his extended family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||close|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:FORM|||disheartening|||REQUIRED|||-NONE-|||1

S Some will wish to keep it to themselves and hope to ensure that they will not bring in any pessimism into their family .
A 0 1|||M:CONJ|||And some|||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||for sure|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||such conditions|||REQUIRED|||-NONE-|||0
A 9 11|||U:VERB||||||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||no|||REQUIRED|||-NONE-|||0
A 16 21|||R:OTHER|||hard feelings fall onto|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Furthermore , some will wish not to become a burden of anyone as seeking medical attention is relatively costly .
A 0 2|||R:OTHER|||Also|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 15 19|||R:OTHER|||information|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Hence , some seen it as being considerate in keeping the genetic risk of getting the disease in confidential .
A 0 1|||R:ADV|||So|||REQUIRED|||-NONE-|||0
A 2 2|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 3 8|||R:OTHER|||, keeping information|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||could be seen as considerate|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||see|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||in keeping|||REQUIRED|||-NONE-|||1
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1

S On the other hand , others may think that it will be considerate to tell the relatives because the latter will have a higher tendency of getting the same genetic risk .
A 5 6|||R:OTHER|||some|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||view|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||more|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||inform|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||all|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||members , given|||REQUIRED|||-NONE-|||0
A 19 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 26|||R:OTHER|||likelihood they 'll|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB|||possess|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN|||trait|||REQUIRED|||-NONE-|||0
A 18 19|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 19 20|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN|||disease|||REQUIRED|||-NONE-|||1

S Hence , they will be able to seek help from medical specialists to find a cure or to do some measures to prevent the risk of getting the disease .
A 0 1|||R:OTHER|||That way|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB|||can|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||turn|||REQUIRED|||-NONE-|||0
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||in hopes of|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||employ|||REQUIRED|||-NONE-|||0
A 20 20|||M:NOUN|||prevention|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||decrease|||REQUIRED|||-NONE-|||0
A 23 24|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 25 29|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 21|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Nevertheless , it will depend on what kind of genetic diseases , given in the context of current medical technology .
A 3 5|||R:VERB:TENSE|||depends|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||nature|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||disease|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||in question|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||considering|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||disease|||REQUIRED|||-NONE-|||1

S For example , breast cancer is a genetic disease and it can be cured if it is being realised in the early stage .
A 0 1|||M:OTHER|||Breast cancer , for|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||instance|||REQUIRED|||-NONE-|||0
A 3 5|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 10 11|||U:PRON||||||REQUIRED|||-NONE-|||0
A 15 16|||U:PRON||||||REQUIRED|||-NONE-|||0
A 16 19|||R:VERB|||caught|||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||its|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||stages|||REQUIRED|||-NONE-|||0
A 10 11|||U:PRON||||||REQUIRED|||-NONE-|||1
A 17 19|||R:VERB|||caught|||REQUIRED|||-NONE-|||1
A 20 21|||R:DET|||an|||REQUIRED|||-NONE-|||1

S Hence , with the knowledge of having genetic risk , the relatives of this genetic disease will do a medical check-up , which might save them in realising it at a earlier stage .
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||preform|||REQUIRED|||-NONE-|||0
A 23 25|||R:OTHER|||could possibly discover|||REQUIRED|||-NONE-|||0
A 25 26|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 26 29|||R:OTHER|||disorder|||REQUIRED|||-NONE-|||0
A 30 31|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||With|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||said|||REQUIRED|||-NONE-|||1
A 12 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||medical-check up|||REQUIRED|||-NONE-|||1
A 21 30|||R:OTHER|||to prevent|||REQUIRED|||-NONE-|||1
A 30 31|||R:DET|||any|||REQUIRED|||-NONE-|||1
A 31 32|||R:ADJ|||further|||REQUIRED|||-NONE-|||1
A 32 33|||R:NOUN|||issues|||REQUIRED|||-NONE-|||1

S In conclusion , it will be considerate to inform the risk of getting the same genetic disease to the relatives .
A 9 9|||M:OTHER|||his or he relatives|||REQUIRED|||-NONE-|||0
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||patients of|||REQUIRED|||-NONE-|||1
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Although there might be a lot of challenges along the way in seeking medical attention , such as financial issue , everyone should be given the rights of knowing their family 's inherented medical conditions .
A 19 20|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 32 33|||R:SPELL|||inherited|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||There|||REQUIRED|||-NONE-|||1
A 2 4|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||lots|||REQUIRED|||-NONE-|||1
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 21|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||1
A 27 28|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 28 29|||R:OTHER|||know of|||REQUIRED|||-NONE-|||1
A 29 30|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 30 32|||R:OTHER|||issues|||REQUIRED|||-NONE-|||1
A 32 34|||R:OTHER|||via|||REQUIRED|||-NONE-|||1
A 34 35|||R:NOUN|||heredity|||REQUIRED|||-NONE-|||1

S However , some think that it might be better for those who are ignorant about it and will continue leading a happy life .
A 19 20|||R:VERB:FORM|||lead|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In addition , some may think that even knowing about having genetic risk of the disease , it will just adding on to their misery as there is nothing that they can do about it .
A 20 21|||R:VERB:FORM|||add|||REQUIRED|||-NONE-|||0
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||Some|||REQUIRED|||-NONE-|||1
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||1
A 11 12|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||which some may|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||interrupt as|||REQUIRED|||-NONE-|||1
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 35|||U:OTHER||||||REQUIRED|||-NONE-|||1

S All-in-all , it depends on individual and also the nature of the disease , but he or she should be obligated to inform the relatives if there are possibilities in curing or preventing it .
A 0 1|||R:OTHER|||All in all|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||one|||REQUIRED|||-NONE-|||0
A 16 17|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 17 18|||U:PRON||||||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 26 27|||U:PRON||||||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN|||cure|||REQUIRED|||-NONE-|||0
A 29 30|||R:SPELL|||is|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB|||discovered|||REQUIRED|||-NONE-|||0
A 32 34|||R:OTHER|||preventative measures can be taken|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Genectic testing is a personal decision , with the kowledge that there is a possiblity that one could be a carrier or not .
A 0 1|||R:SPELL|||Genetic|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||given|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||0
A 10 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||might possibly|||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Genetic|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||possibility|||REQUIRED|||-NONE-|||1

S Those who are born into a family with a history of genetic disease should be allowed to undergo genetic testing , even though if there is no risk at all .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||0
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||1

S Early pre-examination is healthy as it will cast away unwanted doubts and affect the psychological thoughts of those who are affected .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||decision since|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB|||dispels|||REQUIRED|||-NONE-|||0
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||doubt|||REQUIRED|||-NONE-|||0
A 12 12|||M:ADV|||positively|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||affects|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||psychology|||REQUIRED|||-NONE-|||0
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ADJ|||Preemptive|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||testing|||REQUIRED|||-NONE-|||1

S For a genetic risk carrier , there should be choice given with regards to informing his/her relatives .
A 0 3|||U:OTHER|||Genetic|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||opportunity to choose whether|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||inform|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||or not|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1

S There should not be forced or obligied to do so , as it may negatively and drastically affect the emotions of the genetic risk carrier .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB|||feel|||REQUIRED|||-NONE-|||0
A 5 6|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||obligated|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||one thing or|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||another|||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||or|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||allow|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||tension|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 16 17|||R:ADV|||emotionally|||REQUIRED|||-NONE-|||0
A 17 21|||R:OTHER|||impact|||REQUIRED|||-NONE-|||0
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1

S With regard to this choice given , there must be some rules to regulate and exercise personal freedom of decision making .
A 0 3|||R:OTHER|||In|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||like|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||this|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||certain standards|||REQUIRED|||-NONE-|||0
A 8 10|||R:VERB|||exist|||REQUIRED|||-NONE-|||0
A 10 13|||R:OTHER|||which|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||Regarding|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 21|||M:NOUN|||freedom|||REQUIRED|||-NONE-|||1

S If the genetic risk carrier is a minor or a child , then most likely the decision of informing the relative should be made with the consideration of the patients parents or legal guardian .
A 6 11|||R:OTHER|||underage|||REQUIRED|||-NONE-|||0
A 13 17|||R:OTHER|||deciding|||REQUIRED|||-NONE-|||0
A 17 18|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:FORM|||inform|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN:NUM|||relatives|||REQUIRED|||-NONE-|||0
A 21 24|||R:VERB|||is|||REQUIRED|||-NONE-|||0
A 24 25|||U:PREP||||||REQUIRED|||-NONE-|||0
A 25 26|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 26 30|||R:OTHER|||decision requiring|||REQUIRED|||-NONE-|||0
A 30 31|||R:MORPH|||parental|||REQUIRED|||-NONE-|||0
A 31 34|||R:OTHER|||knowledge and approval|||REQUIRED|||-NONE-|||0
A 19 20|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN:POSS|||patient 's|||REQUIRED|||-NONE-|||1

S Such patients are still emotionally volatile or they may be unaware of the consequences of such genetic disorder due to their young age .
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 7|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 7 8|||U:PRON||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||not|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||appreciate|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||caused by this kind|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 18 21|||R:OTHER|||, simply because they 're too|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||to do so|||REQUIRED|||-NONE-|||0
A 6 7|||R:CONJ|||and/or|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Furthermore the act of informing others without the consent from their parents or the patients itself could harm the psychological state of the affected family .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||parental|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||against|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||wishes|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||of|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||patient|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 18|||U:VERB||||||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||be|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||psychologically|||REQUIRED|||-NONE-|||0
A 20 21|||R:ADJ|||damaging|||REQUIRED|||-NONE-|||0
A 21 22|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||patient|||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||themselves|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Thus , much thought need to put on the immediate family as it could caused a stir of unwanted events from the patient or the family members itself .
A 0 1|||R:ADV|||Therefore|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||when|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||it|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||comes|||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||, much|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||turmoil|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||result|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||either|||REQUIRED|||-NONE-|||0
A 17 21|||R:OTHER|||on|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||part of relatives|||REQUIRED|||-NONE-|||0
A 25 27|||R:NOUN|||patient|||REQUIRED|||-NONE-|||0
A 27 28|||R:PRON|||themselves|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Some family may feel hurt , with regards to their family pride or reputation , on having the knowledge of such genetic disorder running in their family .
A 1 2|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||be concerned|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||family 's|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||reputation -- not|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB|||mention|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||own|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||--|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||relation|||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||news|||REQUIRED|||-NONE-|||0
A 20 21|||R:ADJ|||familial|||REQUIRED|||-NONE-|||0
A 22 27|||R:OTHER|||defectiveness|||REQUIRED|||-NONE-|||0
A 1 2|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 5 9|||R:OTHER|||from|||REQUIRED|||-NONE-|||1
A 9 14|||R:OTHER|||the revelations|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||being that it|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||may taint|||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||image|||REQUIRED|||-NONE-|||1
A 20 25|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 26|||R:DET|||the|||REQUIRED|||-NONE-|||1

S However , there is a role and a sense of responsibility to inform their relatives since it is a genetic disorder .
A 0 1|||M:OTHER|||The patient , however|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||has|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||responsibility|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||the genetic component , a duty|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||Regardless|||REQUIRED|||-NONE-|||1
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||others of|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 14 20|||R:OTHER|||situation and|||REQUIRED|||-NONE-|||1

S There might be a possibility that the genetic disorder could also affect their relatives and any other families within the same family tree .
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||0
A 1 3|||R:VERB:TENSE|||'s|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||possible|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 7 8|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||to impact not|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADV|||only|||REQUIRED|||-NONE-|||0
A 11 12|||R:ADJ|||immediate|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 19|||R:OTHER|||, but also anybody in|||REQUIRED|||-NONE-|||0
A 20 21|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||could even|||REQUIRED|||-NONE-|||1
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||others|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||in|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||due to|||REQUIRED|||-NONE-|||1

S The importance of informing relatives of such genetic disease is vital as it may help to raise awareness and prevention towards the genetic disorder .
A 0 4|||U:OTHER|||Informing|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||issues|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 12 15|||R:OTHER|||both|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||also|||REQUIRED|||-NONE-|||0
A 20 23|||R:OTHER|||to aid|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||prevention|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Also , this known information will help their relatives to make informed decisions and tosimilarly undergo genetic testingto find out about the outcome .
A 3 5|||R:OTHER|||knowledge|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:ORTH|||to similarly|||REQUIRED|||-NONE-|||0
A 17 18|||R:ORTH|||testing to|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||knowing|||REQUIRED|||-NONE-|||1
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||carrier 's|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||of their own , including the choice to|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||testing|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||, thereby finding|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||what|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||their own|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||outcomes|||REQUIRED|||-NONE-|||1
A 23 23|||M:VERB|||might be|||REQUIRED|||-NONE-|||1

S Thus , having the knowledge that such genetic disorder is benign would be beneficial towards their emotinal thoughts .
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||emotional|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||well-being|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||prove|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||state of|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||emotional|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||well-being|||REQUIRED|||-NONE-|||1

S And if the results turn out to be otherwise , then the family can be prepared emotionally and psychologically of the future outcome and aid them in making upcoming decisions .
A 19 20|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 24 26|||R:OTHER|||assist|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||'s knowledge of what to expect|||REQUIRED|||-NONE-|||1
A 14 16|||R:VERB:TENSE|||prepare|||REQUIRED|||-NONE-|||1
A 16 16|||M:PRON|||them|||REQUIRED|||-NONE-|||1
A 19 24|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:FORM|||aiding|||REQUIRED|||-NONE-|||1
A 28 28|||M:DET|||their|||REQUIRED|||-NONE-|||1

S In addition , the genetic risk carrier would be showered with moral and emotional support from their relatives if it is been made known to them .
A 19 20|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 20 22|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 23 26|||R:OTHER|||aware|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||can expect to|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||, providing|||REQUIRED|||-NONE-|||1
A 19 20|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 20 21|||R:CONTR|||'ve|||REQUIRED|||-NONE-|||1
A 23 24|||R:ADJ|||aware|||REQUIRED|||-NONE-|||1
A 24 25|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 25 26|||R:SPELL|||the|||REQUIRED|||-NONE-|||1
A 26 26|||M:OTHER|||carrier 's|||REQUIRED|||-NONE-|||1
A 26 26|||M:NOUN|||situation|||REQUIRED|||-NONE-|||1

S Having support from relatives are vital as they ensure the genetic risk carrier that he/she is not alone in facing this illness and it will certainly provide a morale boost as the whole family will share a common sentiment with regards towards the future prospect of the genetic disorder which could be inherited by anyone in the family .
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 7 8|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||ensures|||REQUIRED|||-NONE-|||0
A 41 42|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||morale boost for the entire family ,|||REQUIRED|||-NONE-|||1
A 7 8|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||assures|||REQUIRED|||-NONE-|||1
A 20 21|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 22 25|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 25 26|||R:PREP|||besides|||REQUIRED|||-NONE-|||1
A 26 31|||R:OTHER|||ensuring that|||REQUIRED|||-NONE-|||1
A 32 33|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 34 36|||R:VERB|||appreciates|||REQUIRED|||-NONE-|||1
A 36 37|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 37 38|||R:ADJ|||future|||REQUIRED|||-NONE-|||1
A 38 39|||R:NOUN|||risks|||REQUIRED|||-NONE-|||1
A 39 40|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 40 42|||R:OTHER|||including|||REQUIRED|||-NONE-|||1
A 43 44|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 45 45|||M:OTHER|||that any member|||REQUIRED|||-NONE-|||1
A 47 49|||R:OTHER|||family|||REQUIRED|||-NONE-|||1
A 49 50|||U:DET||||||REQUIRED|||-NONE-|||1
A 51 53|||R:VERB:TENSE|||inherit|||REQUIRED|||-NONE-|||1
A 53 56|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 57 58|||R:NOUN|||condition|||REQUIRED|||-NONE-|||1

S Therefore , the decision to inform relatives of such genetic disorder will be dependent of the situation and backgroung of the affected family , with the liberty of choice given to them in making the decision of informing others .
A 0 2|||R:OTHER|||While|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||preconditions|||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB|||can|||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||depend|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||background|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||carrier|||REQUIRED|||-NONE-|||0
A 24 25|||U:PREP||||||REQUIRED|||-NONE-|||0
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB|||should|||REQUIRED|||-NONE-|||0
A 30 34|||R:OTHER|||rest with|||REQUIRED|||-NONE-|||0
A 35 39|||R:OTHER|||carrier|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 11 13|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 23 23|||M:OTHER|||'s background|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||and they have|||REQUIRED|||-NONE-|||1
A 26 30|||R:OTHER|||freedom|||REQUIRED|||-NONE-|||1
A 31 37|||R:OTHER|||choose whether they want to|||REQUIRED|||-NONE-|||1
A 37 38|||R:VERB:FORM|||inform|||REQUIRED|||-NONE-|||1
A 39 39|||M:OTHER|||or not|||REQUIRED|||-NONE-|||1

S A person with a disorder , regardless of mental or physical disorder , is always easy to be awared by his or her families .
A 4 5|||R:OTHER|||genetic predisposition|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||their|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||capacity|||REQUIRED|||-NONE-|||0
A 13 17|||R:OTHER|||should|||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB|||made|||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||aware|||REQUIRED|||-NONE-|||0
A 19 20|||U:PREP||||||REQUIRED|||-NONE-|||0
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||of|||REQUIRED|||-NONE-|||0
A 22 23|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||whether it 's|||REQUIRED|||-NONE-|||1
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||for their families|||REQUIRED|||-NONE-|||1
A 18 19|||R:MORPH|||aware|||REQUIRED|||-NONE-|||1
A 19 24|||R:OTHER|||of|||REQUIRED|||-NONE-|||1

S When things come to genetic issues , it is not that simple anymore .
A 0 1|||R:OTHER|||As genetic|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||issues|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||more into play|||REQUIRED|||-NONE-|||0
A 9 10|||R:ADV|||no|||REQUIRED|||-NONE-|||0
A 10 10|||M:ADV|||longer|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||it|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||comes|||REQUIRED|||-NONE-|||1

S Genetic disorder inheritance is generation by generation , but not all of the offsprings show the relevant symptoms .
A 0 1|||M:PREP|||While genetic|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||factors|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||are inherited|||REQUIRED|||-NONE-|||0
A 4 4|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 8 9|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||offspring will manifest the symptoms|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||disease|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||to|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||which|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||have an inherited|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||predisposition|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||happens|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||offspring|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||manifest|||REQUIRED|||-NONE-|||1

S Sometimes a family with potential genetic disorder risk may not be able to detect the potential harm inside their bodies as none of their members reflect any observable disorder symptoms .
A 0 1|||R:OTHER|||It 's possible for members of|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 8 12|||R:OTHER|||factors|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||show|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||no|||REQUIRED|||-NONE-|||0
A 15 22|||R:OTHER|||outwardly visible signs|||REQUIRED|||-NONE-|||0
A 23 24|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN|||condition|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB|||to|||REQUIRED|||-NONE-|||0
A 26 27|||R:DET|||which|||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||they|||REQUIRED|||-NONE-|||0
A 28 29|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB|||predisposed|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||, since none of their relatives demonstrate any observable symptoms ,|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||members at risk of possible|||REQUIRED|||-NONE-|||1
A 6 8|||R:NOUN|||disorders|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ|||unable|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||places of|||REQUIRED|||-NONE-|||1
A 20 30|||U:OTHER||||||REQUIRED|||-NONE-|||1

S As a result , in the case that when one of the members happen to feel uncomfortable or unnormal , he or she should aware that whether the disorder in his or her body is a genetic risk or not .
A 4 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:SVA|||happens|||REQUIRED|||-NONE-|||0
A 18 18|||M:ADV|||not|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||normal|||REQUIRED|||-NONE-|||0
A 24 24|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 25 26|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 27 31|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 32 32|||M:ADV|||not|||REQUIRED|||-NONE-|||0
A 32 33|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN|||disorder|||REQUIRED|||-NONE-|||0
A 38 38|||M:OTHER|||or not. Family members , experiencing uncomfortable|||REQUIRED|||-NONE-|||1
A 39 40|||R:OTHER|||abnormal symptoms , should be made aware that they have genetic risk factors , so as to rule out those diseases to which they are predisposed|||REQUIRED|||-NONE-|||1

S Afterward , the carrier will face a serious ethical issue , which is to reveal the problem to his or her relatives or not .
A 9 10|||R:NOUN|||decision|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||whether|||REQUIRED|||-NONE-|||0
A 18 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Afterwards|||REQUIRED|||-NONE-|||1
A 1 1|||M:OTHER|||, should testing prove positive|||REQUIRED|||-NONE-|||1
A 4 6|||R:VERB:TENSE|||faces|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||whether or not|||REQUIRED|||-NONE-|||1
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S If the disorder symptoms reflect on a kid , the parent will be informed by the medics for sure , then the whole family will stay alert to their bodies ' condition .
A 4 5|||R:VERB|||appear|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||child|||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||medical|||REQUIRED|||-NONE-|||0
A 17 17|||M:NOUN|||professionals|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||When|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||gene|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||testing|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||reveals a genetic predisposition to disease in|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||child|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||medical|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||personal|||REQUIRED|||-NONE-|||1
A 11 14|||R:VERB:TENSE|||must inform|||REQUIRED|||-NONE-|||1
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||parents|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||ensuring that|||REQUIRED|||-NONE-|||1
A 22 23|||R:ADJ|||entire|||REQUIRED|||-NONE-|||1
A 24 26|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:FORM|||alerted|||REQUIRED|||-NONE-|||1
A 28 29|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 29 31|||R:OTHER|||risk|||REQUIRED|||-NONE-|||1
A 31 32|||R:OTHER|||factors they may all possess|||REQUIRED|||-NONE-|||1

S On contrary , if the carrier is an adult , who has his own choice to choose whether to inform his or her relatives about the risk , that will be more complex .
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 11 16|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 27 27|||M:OTHER|||or not|||REQUIRED|||-NONE-|||0
A 28 29|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 29 31|||R:VERB|||becomes|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||When|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||tested person|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||however , the situation becomes more complex ,|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||as|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||adults generally make|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||decisions as|||REQUIRED|||-NONE-|||1
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||or not|||REQUIRED|||-NONE-|||1
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 24 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 28|||M:VERB|||regarding|||REQUIRED|||-NONE-|||1
A 28 29|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 29 33|||R:OTHER|||genetic risk|||REQUIRED|||-NONE-|||1

S One may think that if the carrier is a caring person who loves his or her family more than himself , there is no doubt that he or she will tell his or her family about the issue .
A 1 2|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 7 12|||R:OTHER|||cares for and|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||his/her|||REQUIRED|||-NONE-|||0
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||0
A 26 27|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 27 28|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 28 29|||U:PRON||||||REQUIRED|||-NONE-|||0
A 29 31|||R:VERB|||would|||REQUIRED|||-NONE-|||0
A 31 33|||R:OTHER|||inform|||REQUIRED|||-NONE-|||0
A 33 34|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 35 36|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 0 5|||R:OTHER|||Doubtless ,|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||, who|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 29|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 32 34|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||his health|||REQUIRED|||-NONE-|||1

S That is true and of course it is the obligation of a family member to protect and take care of the family .
A 0 1|||R:DET|||This|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 9 12|||R:OTHER|||most|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||feel a duty|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||their kin|||REQUIRED|||-NONE-|||0
A 17 17|||M:ADJ|||most|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||would n't|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||have it|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||any|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||other|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN|||way|||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||1

S Think of the other way , if a child of the family knows that he has the risk to become a genetic risk carrier , and the risk might as well inherit to his child in the future , his whole life will be in a dilenma .
A 0 2|||R:OTHER|||In|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||words|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||the youngest|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||is aware|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||potential|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||health|||REQUIRED|||-NONE-|||0
A 12 16|||R:OTHER|||problems down|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||line|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||understands|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||his own|||REQUIRED|||-NONE-|||0
A 23 24|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 25 26|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||then|||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||he|||REQUIRED|||-NONE-|||0
A 29 31|||R:ADV|||also|||REQUIRED|||-NONE-|||0
A 31 33|||R:OTHER|||knows|||REQUIRED|||-NONE-|||0
A 34 35|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||0
A 35 36|||R:OTHER|||, too , will face|||REQUIRED|||-NONE-|||0
A 37 38|||R:OTHER|||same concern|||REQUIRED|||-NONE-|||0
A 39 42|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 42 44|||R:VERB|||creating|||REQUIRED|||-NONE-|||0
A 44 45|||U:PREP||||||REQUIRED|||-NONE-|||0
A 46 46|||M:ADJ|||lifelong|||REQUIRED|||-NONE-|||0
A 46 47|||R:SPELL|||dilemma|||REQUIRED|||-NONE-|||0
A 47 47|||M:OTHER|||with serious consequences|||REQUIRED|||-NONE-|||0
A 0 5|||R:OTHER|||Transversely|||REQUIRED|||-NONE-|||1
A 26 32|||R:OTHER|||to pass it|||REQUIRED|||-NONE-|||1
A 35 38|||R:OTHER|||thereafter|||REQUIRED|||-NONE-|||1
A 44 45|||U:PREP||||||REQUIRED|||-NONE-|||1
A 46 47|||R:SPELL|||dilemma|||REQUIRED|||-NONE-|||1

S And of course , he or she will think of not having any child after getting married , and the same thought goes to the cousins as well .
A 0 2|||R:OTHER|||Most|||REQUIRED|||-NONE-|||0
A 2 3|||R:ADV|||likely|||REQUIRED|||-NONE-|||0
A 5 10|||R:OTHER|||'ll also review|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||his|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||marriage|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||and|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||child-rearing|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||plans , possibly even|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||revise them|||REQUIRED|||-NONE-|||0
A 18 23|||R:OTHER|||which applies|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||affected|||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||for|||REQUIRED|||-NONE-|||1

S As a result , the family generation stops by the moment the adult carrier announces his issue .
A 5 6|||R:OTHER|||natural process of familial continuity , generation after|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||could grind|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||halt in light of|||REQUIRED|||-NONE-|||0
A 12 17|||R:OTHER|||genetic news|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1

S In China , the older generation with traditional culture background , will always think of having more children as well as grandchildren , to make the family liven up and stronger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||cultural|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||backgrounds|||REQUIRED|||-NONE-|||1
A 27 30|||U:OTHER||||||REQUIRED|||-NONE-|||1

S The reason behind is that after WOWII the population of China decreased dramatically and so the government encourage the people to give more birth .
A 3 3|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||encouraged|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||children|||REQUIRED|||-NONE-|||0
A 2 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||was|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:FORM|||encouraged|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 22 23|||U:ADJ||||||REQUIRED|||-NONE-|||1

S During that period , if one of the family member reflects genetic disorder symptoms , he will fell in an ethical dilenma for sure .
A 9 10|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||reflected|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||a presence of|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||find himself facing|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||dilemma|||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||One|||REQUIRED|||-NONE-|||1
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||dilemma|||REQUIRED|||-NONE-|||1
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S The medical treatment technology during that time is not advanced enough to completely cure him .
A 7 8|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Treatment|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN|||past|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||1

S He has to choose whether to protect his family or make his family more prosperity with a potential generic risk .
A 1 2|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||prosperous|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||despite|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Potential genetic risks mean he|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||them|||REQUIRED|||-NONE-|||1
A 14 20|||R:OTHER|||prosperous|||REQUIRED|||-NONE-|||1

S And so , he would have chosen not to undergo generic disorder testing and let the truth be mined forever .
A 10 11|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||hidden|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||He|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 19 20|||U:ADV||||||REQUIRED|||-NONE-|||1

S This kind of ethical issue can not be judged by the others because they will not understand the position and duty of the carrier in the family .
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||many people might|||REQUIRED|||-NONE-|||0
A 17 22|||R:OTHER|||how|||REQUIRED|||-NONE-|||0
A 24 24|||M:VERB|||feels|||REQUIRED|||-NONE-|||0
A 25 25|||M:OTHER|||that spot , and|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||sense of responsibility it creates|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In conclude , people should think carefully of what is the consequences of telling the relatives his or her generic disorder issue .
A 1 2|||R:MORPH|||conclusion|||REQUIRED|||-NONE-|||0
A 7 13|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||of|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 22 22|||M:OTHER|||, and the possible consequences|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||conclusion|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 16|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 21 22|||U:NOUN||||||REQUIRED|||-NONE-|||1

S It is an obligation for a carrier to inform his relatives , but also an obligation for a family member to liven up the family .
A 9 11|||R:OTHER|||loved one|||REQUIRED|||-NONE-|||0
A 18 20|||R:NOUN|||relative|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||enliven|||REQUIRED|||-NONE-|||0
A 22 23|||U:PART||||||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||or her|||REQUIRED|||-NONE-|||1

S Regardlessly , if the disorder is rarely to be fatal , or it does not caused any inconvenience to the carrier , revealing the truth is always the right thing to do .
A 0 1|||R:MORPH|||Regardless|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||n't|||REQUIRED|||-NONE-|||0
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 11 12|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||causes|||REQUIRED|||-NONE-|||0
A 16 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 21 21|||M:OTHER|||almost zero inconvenience|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||Regardless|||REQUIRED|||-NONE-|||1
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||1
A 10 21|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In my opinion , the carrier should tell his or her relatives about it .
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S One of the reasons why is because as a carrier , she or he needs a mental support to go through with this situation .
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||that|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||U:PRON||||||REQUIRED|||-NONE-|||0
A 12 13|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:SVA|||need|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||strong|||REQUIRED|||-NONE-|||0
A 16 17|||R:ADJ|||psychological|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||get|||REQUIRED|||-NONE-|||0
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 8|||U:OTHER|||As|||REQUIRED|||-NONE-|||1
A 11 12|||R:PRON|||he|||REQUIRED|||-NONE-|||1
A 13 14|||R:PRON|||she|||REQUIRED|||-NONE-|||1
A 18 18|||M:NOUN|||group|||REQUIRED|||-NONE-|||1
A 21 22|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S It will be hard for an individual to deal with the issue on its own .
A 2 3|||R:VERB|||prove|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADJ|||difficult|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||most|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||this kind of|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||themselves|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S By telling to his or her family other than being a support , they could possibly help her to get alternative solutions to the problem that she is facing right now .
A 0 5|||R:OTHER|||Once informed|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||members|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||provide|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 15|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 15 16|||R:ADV|||also|||REQUIRED|||-NONE-|||0
A 17 20|||R:OTHER|||discover|||REQUIRED|||-NONE-|||0
A 25 27|||R:OTHER|||currently|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||0
A 28 31|||R:OTHER|||faced|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||1
A 7 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 17|||M:OTHER|||him or|||REQUIRED|||-NONE-|||1
A 18 19|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 26 27|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S Other than that , I believe that the stong bond we have with our family is the biggest pillar of support to the carrier .
A 4 7|||R:OTHER|||it 's clear|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||those|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||strongly|||REQUIRED|||-NONE-|||0
A 9 14|||R:OTHER|||felt|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||bonds serve as|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||carrier 's chief|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||source|||REQUIRED|||-NONE-|||0
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Furthermore , as it is a genetic problem , it will be better for the carrier to inform his or her family as other family member might experience the same thing .
A 2 3|||R:PREP|||since|||REQUIRED|||-NONE-|||0
A 4 5|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||family|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 13 14|||R:PART|||off|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||being|||REQUIRED|||-NONE-|||0
A 16 18|||R:VERB:FORM|||informed|||REQUIRED|||-NONE-|||0
A 18 24|||R:OTHER|||because|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN|||relative|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB:TENSE|||be experiencing|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||1

S By making sure that they are aware of this genetic problem , they could have a full check-up for themselves and it will be better if they could even prevent it from happening to themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||their family members|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||risk|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||the|||REQUIRED|||-NONE-|||1
A 13 13|||M:NOUN|||carrier|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||is ensuring|||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||that those in his family|||REQUIRED|||-NONE-|||1
A 15 18|||R:OTHER|||every opportunity|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||to get|||REQUIRED|||-NONE-|||1
A 20 20|||M:VERB|||checked out|||REQUIRED|||-NONE-|||1
A 21 29|||R:OTHER|||potentially|||REQUIRED|||-NONE-|||1
A 30 33|||R:OTHER|||the onset of a predisposed|||REQUIRED|||-NONE-|||1
A 33 35|||R:OTHER|||condition|||REQUIRED|||-NONE-|||1

S I find that it is important to inform especially if it is contagious , the carrier could prevent the disease from spreading out to the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 0|||M:OTHER|||In the case of a contagious disease ,|||REQUIRED|||-NONE-|||1
A 1 3|||R:OTHER|||believe|||REQUIRED|||-NONE-|||1
A 5 5|||M:ADV|||especially|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||carrier|||REQUIRED|||-NONE-|||1
A 8 13|||R:OTHER|||share the information|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||as a contagious disease|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||spread from|||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||carrier , to|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||family members|||REQUIRED|||-NONE-|||1
A 20 20|||M:OTHER|||, and|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||there|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||into|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1

S For every action there is always pros and cons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S I believe that some of the carriers will choose to not reveal their disease to the family members as they do not want to make their family members worry and feel uncomfortable or even feel ostracized by them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||While|||REQUIRED|||-NONE-|||1
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 9 11|||R:WO|||not to|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||because|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB|||cause|||REQUIRED|||-NONE-|||1
A 26 28|||R:NOUN|||families|||REQUIRED|||-NONE-|||1
A 29 32|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 33 35|||R:OTHER|||discomfort , I believe there are others , who fear they could be|||REQUIRED|||-NONE-|||1
A 37 38|||R:OTHER|||their own families|||REQUIRED|||-NONE-|||1

S Furthermore , as it could incur spending a lots of money for the treatment , the carrier might not want to be the burden in her family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||believing|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||her treatment|||REQUIRED|||-NONE-|||1
A 5 7|||R:VERB|||cost|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||lot|||REQUIRED|||-NONE-|||1
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||wish|||REQUIRED|||-NONE-|||1
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||1
A 24 25|||U:PREP||||||REQUIRED|||-NONE-|||1

S I could understand the feeling of the carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||One|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 3 3|||M:OTHER|||and sympathize with|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||1

S She or he does not want to be the source of unhappiness in thefamily .
A 0 1|||R:PRON|||He|||REQUIRED|||-NONE-|||0
A 2 3|||R:PRON|||she|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||0
A 13 14|||R:ORTH|||the family|||REQUIRED|||-NONE-|||0
A 0 1|||U:PRON||||||REQUIRED|||-NONE-|||1
A 1 2|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 2 3|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 13 14|||R:ORTH|||the family|||REQUIRED|||-NONE-|||1

S However , we will never know whether this negative effects will happen when the carrier decide to tell his or her family of the his or her condition .
A 9 10|||R:NOUN:NUM|||effect|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:SVA|||decides|||REQUIRED|||-NONE-|||0
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||We|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||if and|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||decides|||REQUIRED|||-NONE-|||1
A 17 26|||R:OTHER|||disclose|||REQUIRED|||-NONE-|||1
A 26 27|||R:DET|||their|||REQUIRED|||-NONE-|||1

S In conclusion , personally I feel that it is better for the carrier to inform her family members about the issue .
A 3 5|||R:WO|||I personally|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The carrier should be honest with his or her feeling and I find that it is the right of the family member to know what is going on to his or her life .
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||0
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Honesty|||REQUIRED|||-NONE-|||1
A 2 4|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ|||key|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 9 16|||R:OTHER|||carrier doing|||REQUIRED|||-NONE-|||1
A 18 33|||R:OTHER|||thing|||REQUIRED|||-NONE-|||1

S If anything wrong happened to the carrier 's life , without informing the family members it could make a huge regret in their life if she leaves without them knowing about it .
A 1 2|||R:NOUN|||something|||REQUIRED|||-NONE-|||0
A 2 3|||R:ADJ|||bad|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB|||befall|||REQUIRED|||-NONE-|||0
A 7 8|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 8 12|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||had never|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||been|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||notified|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||the situation ,|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||would be strong should|||REQUIRED|||-NONE-|||0
A 22 23|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 23 27|||R:OTHER|||carrier pass away|||REQUIRED|||-NONE-|||0
A 28 30|||R:OTHER|||revealing|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 31 32|||R:OTHER|||truth|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||something were to go|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||in|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 25 26|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:SVA|||leave|||REQUIRED|||-NONE-|||1

S On top of that , it is better to think about solutions for her problem with the family members as there are more heads to think about it rather than thinking about it alone and struggling on your own .
A 9 11|||R:OTHER|||explore|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||included instead of uninvolved , because putting|||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 29|||R:OTHER|||together is a better idea|||REQUIRED|||-NONE-|||0
A 30 33|||R:OTHER|||struggling|||REQUIRED|||-NONE-|||0
A 34 39|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 7 7|||M:ADV|||also|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:TENSE|||will be|||REQUIRED|||-NONE-|||1
A 23 28|||R:OTHER|||support|||REQUIRED|||-NONE-|||1
A 31 34|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In the end , I believe that the support in terms of mental or even monetary from your family could help the carrier to fight against the genetic disease .
A 4 8|||R:OTHER|||family|||REQUIRED|||-NONE-|||0
A 9 12|||R:OTHER|||--|||REQUIRED|||-NONE-|||0
A 12 13|||R:MORPH|||mentally|||REQUIRED|||-NONE-|||0
A 13 14|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 14 15|||R:ADV|||probably|||REQUIRED|||-NONE-|||0
A 15 16|||R:MORPH|||monetarily|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||, too|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||--|||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||will be a huge|||REQUIRED|||-NONE-|||0
A 21 21|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 25 26|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||financial|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||support|||REQUIRED|||-NONE-|||1
A 23 24|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1

S True enough that there are lots of cancer 's patient who were given second choice to live as a normal person as they have a strong mental support from their loved one .
A 5 7|||R:OTHER|||many|||REQUIRED|||-NONE-|||0
A 8 9|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||patients|||REQUIRED|||-NONE-|||0
A 10 11|||U:PRON||||||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB|||enjoying|||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 14 18|||R:OTHER|||chance at|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||life , and|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||relying|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||on|||REQUIRED|||-NONE-|||0
A 26 27|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 29 32|||R:OTHER|||family|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||There|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||chance|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||ones|||REQUIRED|||-NONE-|||1

S In my opinion , as long as we keep our mind healthy and strong , we can fight any disease as they come to us when we are fragile and weak .
A 10 11|||R:NOUN:NUM|||minds|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||might|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||befall|||REQUIRED|||-NONE-|||0
A 27 28|||R:CONTR|||'re|||REQUIRED|||-NONE-|||0
A 20 21|||U:PREP||||||REQUIRED|||-NONE-|||1
A 21 22|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:SVA|||comes|||REQUIRED|||-NONE-|||1

S As the techonology has been advancing , it has reached a stage whereby the advancement triggers some ethical dilemmas in relation to the acutual use of the techonology .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||technology|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||continued|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||'s now|||REQUIRED|||-NONE-|||1
A 12 13|||R:ADV|||where|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||certain|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||related|||REQUIRED|||-NONE-|||1
A 22 24|||R:OTHER|||real-world|||REQUIRED|||-NONE-|||1
A 24 25|||R:MORPH|||usage|||REQUIRED|||-NONE-|||1
A 26 28|||R:OTHER|||this new tech|||REQUIRED|||-NONE-|||1

S Genetic testing has been made possible- it has become easy to tell if one is a carrier of a known genetic risk through genetic testing .
A 3 4|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 7 10|||R:OTHER|||possible|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||easily find out|||REQUIRED|||-NONE-|||0
A 22 25|||R:OTHER|||factor|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||now|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||reality and|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||suddenly|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||determining|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||"|||REQUIRED|||-NONE-|||1
A 17 25|||R:OTHER|||status '' is simple|||REQUIRED|||-NONE-|||1

S If used for a good purpose , it can prevent unnecessary unhappiness , however , it could also make situation worse by revealing who the carrier is , in the family .
A 0 1|||R:OTHER|||When|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||genetic testing|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||although|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||situations|||REQUIRED|||-NONE-|||0
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 31 31|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 2 3|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN|||intentions|||REQUIRED|||-NONE-|||1
A 9 9|||M:ADV|||possibly|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||crises|||REQUIRED|||-NONE-|||1
A 12 13|||R:PUNCT|||--|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 17 18|||U:ADV||||||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 23 24|||U:PRON||||||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 27 28|||R:OTHER|||identity|||REQUIRED|||-NONE-|||1
A 28 29|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S The question given is whether a carrier of a known genetic risk should be obligated to tell his or her relatives and I think that the carrier should not be obligated to do so because I belive that he or she has right not to know .
A 0 1|||M:PREP|||As to the|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||believe|||REQUIRED|||-NONE-|||0
A 34 38|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 42 42|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 43 44|||U:ADV||||||REQUIRED|||-NONE-|||0
A 45 46|||R:OTHER|||keep their information private|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||1
A 12 14|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||inform|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 24 25|||U:PREP||||||REQUIRED|||-NONE-|||1
A 27 28|||R:OTHER|||has a right|||REQUIRED|||-NONE-|||1
A 29 31|||U:VERB||||||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||know , if|||REQUIRED|||-NONE-|||1
A 34 39|||R:OTHER|||desired ,|||REQUIRED|||-NONE-|||1
A 39 40|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 40 43|||R:OTHER|||should|||REQUIRED|||-NONE-|||1
A 43 44|||R:OTHER|||n't feel|||REQUIRED|||-NONE-|||1
A 44 44|||M:ADJ|||obligated|||REQUIRED|||-NONE-|||1
A 45 46|||R:OTHER|||anyone|||REQUIRED|||-NONE-|||1

S Firstly , genetic testing is not something that is compulsory .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Of course , some people may do it to make their futures slightly happier , however , the carrier , before the testing , can choose not to go for the test and simply live with unknowns and accept the facts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||Some|||REQUIRED|||-NONE-|||1
A 6 6|||M:VERB|||choose to|||REQUIRED|||-NONE-|||1
A 8 9|||R:PART|||so|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 10 26|||R:OTHER|||they will|||REQUIRED|||-NONE-|||1
A 27 41|||R:OTHER|||be a carrier|||REQUIRED|||-NONE-|||1

S If he chooses to live in the uncertainty that the gene holds and willing to accept it , he could do that , and it has been something that is 'normal ' to everyone in the past as gentic testing was not possible .
A 38 39|||R:SPELL|||genetic|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||one|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 18 19|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 19 21|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 21 23|||R:OTHER|||okay|||REQUIRED|||-NONE-|||1
A 24 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 29 30|||R:VERB|||could be considered|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||"|||REQUIRED|||-NONE-|||1
A 30 32|||R:OTHER|||normal ''|||REQUIRED|||-NONE-|||1
A 32 37|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 38 39|||R:SPELL|||genetic|||REQUIRED|||-NONE-|||1
A 42 42|||M:ADV|||always|||REQUIRED|||-NONE-|||1

S It could rather be better for him or her this way .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||1
A 6 9|||R:OTHER|||the patient|||REQUIRED|||-NONE-|||1

S Some people might say that it is a form of prevention of giving birth to disabled lives and making them suffer in real-life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB|||claimed to be|||REQUIRED|||-NONE-|||1
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 23|||R:OTHER|||prevent disabilities|||REQUIRED|||-NONE-|||1

S I personally think this ist he right purpose of going through the genetic testing , so that a family who can not afford to have a disabled kid do not have to give birth to their child and make the entire family suffer .
A 4 6|||R:ORTH|||is the|||REQUIRED|||-NONE-|||0
A 0 6|||R:OTHER|||Its the|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||U:PRON||||||REQUIRED|||-NONE-|||1
A 22 24|||U:VERB||||||REQUIRED|||-NONE-|||1
A 27 36|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 37 43|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , I belive that the carrier has right not to obligate to tell anyone but has responsibility to take an action to prevent any ethical dilemma .
A 3 4|||R:SPELL|||believe|||REQUIRED|||-NONE-|||0
A 10 12|||U:VERB||||||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||believe|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 9 11|||R:WO|||to not|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||be obligated|||REQUIRED|||-NONE-|||1
A 13 18|||R:OTHER|||telling people|||REQUIRED|||-NONE-|||1
A 18 20|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 20 21|||R:DET|||his/her|||REQUIRED|||-NONE-|||1
A 21 27|||R:OTHER|||condition|||REQUIRED|||-NONE-|||1

S If the result turned out something that the carrier can not accept then it would have been better not knowing the truth .
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||it ,|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 2 5|||R:OTHER|||'s|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 17|||R:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1
A 18 18|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||1

S I belive that even the carrier has the right not to know the true fact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||believe|||REQUIRED|||-NONE-|||1

S After realizing the he or she is tshe carrier , the emotional damage would be hard to bear .
A 7 8|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 0 7|||R:OTHER|||If one realizes they are|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 15 18|||R:OTHER|||severe|||REQUIRED|||-NONE-|||1

S It could possibly causes a problem in a family due to the fact and creates more unhappiness int the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||within|||REQUIRED|||-NONE-|||1
A 11 16|||R:OTHER|||obvious|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||issues|||REQUIRED|||-NONE-|||1
A 17 20|||R:OTHER|||with children|||REQUIRED|||-NONE-|||1

S Overall , I belive that it entirely depends on the carrier to share the hard facts and face it with relatives but he has no obligation to tell still .
A 3 4|||R:SPELL|||believe|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||, on his willingness|||REQUIRED|||-NONE-|||0
A 17 17|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 18 19|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||remains under|||REQUIRED|||-NONE-|||0
A 28 29|||U:ADV||||||REQUIRED|||-NONE-|||0
A 0 0|||M:ADV|||All in|||REQUIRED|||-NONE-|||1
A 0 1|||R:ADV|||all|||REQUIRED|||-NONE-|||1
A 2 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 6|||M:CONTR|||'s|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||'s choice|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||confront|||REQUIRED|||-NONE-|||1
A 14 17|||R:OTHER|||unsettling truth -- possibly with relatives who are|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:FORM|||facing|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||too --|||REQUIRED|||-NONE-|||1
A 22 23|||R:PRON|||there|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 25 25|||M:ADJ|||official|||REQUIRED|||-NONE-|||1
A 26 26|||M:OTHER|||of legal requirement|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB|||inform|||REQUIRED|||-NONE-|||1
A 28 29|||R:NOUN|||anyone|||REQUIRED|||-NONE-|||1

S In fact , I strongly think that the carrier should weigh both the positive and negative consequences of taking the genetic testing and tak an appropriate action to the results .
A 5 7|||R:OTHER|||believe|||REQUIRED|||-NONE-|||0
A 22 22|||M:OTHER|||before getting the results|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||taking|||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 27 30|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||'s|||REQUIRED|||-NONE-|||1
A 5 6|||R:ADJ|||imperative|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||examine|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||sides of the issue , carefully considering|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||pros|||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||cons|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||not only undergoing|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 23|||R:CONJ|||but|||REQUIRED|||-NONE-|||1
A 23 26|||R:OTHER|||also dealing|||REQUIRED|||-NONE-|||1
A 26 27|||R:ADV|||rationally|||REQUIRED|||-NONE-|||1
A 27 28|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S The emotional depression that the carrier might get and the sense of guilty can be more than expected and could be a burden in mind for the rest of the life .
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||guilt|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||, could|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 19 21|||R:VERB|||creating|||REQUIRED|||-NONE-|||0
A 24 24|||M:OTHER|||the carrier 's|||REQUIRED|||-NONE-|||0
A 29 30|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 1 2|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||suffer after receiving troubling test results , as well as|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||any accompanying feelings|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||guilt|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||, might|||REQUIRED|||-NONE-|||1
A 15 16|||R:ADJ|||stronger|||REQUIRED|||-NONE-|||1
A 17 17|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||can bear|||REQUIRED|||-NONE-|||1
A 20 21|||U:VERB||||||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||create|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN|||problems|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||newly developed|||REQUIRED|||-NONE-|||1
A 25 26|||R:SPELL|||or|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||increasing|||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||levels|||REQUIRED|||-NONE-|||1
A 29 31|||R:OTHER|||stress|||REQUIRED|||-NONE-|||1

S On the other hand , without knowing any genetic disorder and accepting the fact , the family will stay positive and work together to overcome the diability .
A 5 6|||R:OTHER|||not|||REQUIRED|||-NONE-|||0
A 7 7|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||means|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||family has no painful knowledge to accept|||REQUIRED|||-NONE-|||0
A 15 15|||M:VERB|||allowing|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||disability|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||if family members|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||are n't informed|||REQUIRED|||-NONE-|||1
A 7 7|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||, their worries are avoided|||REQUIRED|||-NONE-|||1
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||1
A 13 17|||R:OTHER|||overall positivity|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||can be|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 19 24|||R:OTHER|||significant source of assistance in maintaining or|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:FORM|||overcoming|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN|||issue|||REQUIRED|||-NONE-|||1

S I think the family will stay mentally healty as it is , without having emtional stress .
A 0 0|||M:OTHER|||Under such circumstances ,|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||with|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||healthy|||REQUIRED|||-NONE-|||0
A 8 14|||R:OTHER|||and have less|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||emotional|||REQUIRED|||-NONE-|||0
A 16 16|||M:ADV|||overall|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||In my belief ,|||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||'s mental health|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||remain strong|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||positive|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||and stress wo|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||n't have|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||a chance to|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||accumulate|||REQUIRED|||-NONE-|||1

S Debates have been around for years , that should a carrier for a known genetic risk be obligated to inform his or her relatives .
A 0 4|||R:OTHER|||Whether|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||or|||REQUIRED|||-NONE-|||0
A 5 9|||R:OTHER|||not|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 24 24|||M:OTHER|||is a debate that has been around for years|||REQUIRED|||-NONE-|||0
A 0 5|||U:OTHER|||For|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN|||debates|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||raged|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||about|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 18 19|||R:PART|||whether|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||informing|||REQUIRED|||-NONE-|||1
A 20 20|||M:NOUN|||relatives|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||is|||REQUIRED|||-NONE-|||1
A 21 21|||M:OTHER|||, for them , an obligation|||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||choice|||REQUIRED|||-NONE-|||1

S Any individual at risk for a disorder has the right to undergo genetic testing , but whether the results should be informed to others , especially close family or relatives , is the topic that worth discussing .
A 21 22|||R:VERB|||released|||REQUIRED|||-NONE-|||0
A 32 33|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 34 35|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||communicated|||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||1
A 28 30|||R:OTHER|||and/or extended family|||REQUIRED|||-NONE-|||1
A 34 35|||U:DET||||||REQUIRED|||-NONE-|||1

S This is an issue need to be addressed as family-related ethical dilemma is involved .
A 0 1|||M:PREP|||As this|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||poses|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||a family-related ethical dilemma , this|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 8 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||it involves a|||REQUIRED|||-NONE-|||1
A 12 14|||U:VERB||||||REQUIRED|||-NONE-|||1

S In this essay , few arguments will be pointed out in the support of view for any carrier of that known genetic risk to tell his or her relatives .
A 4 4|||M:PRON|||there|||REQUIRED|||-NONE-|||0
A 4 8|||R:WO|||will be few arguments|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||that are|||REQUIRED|||-NONE-|||0
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 25|||R:VERB:FORM|||telling|||REQUIRED|||-NONE-|||0
A 7 9|||R:VERB|||argue|||REQUIRED|||-NONE-|||1
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||informing relatives|||REQUIRED|||-NONE-|||1
A 19 20|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||newly discovered|||REQUIRED|||-NONE-|||1
A 23 29|||U:OTHER||||||REQUIRED|||-NONE-|||1

S When we were born , we were surrounded by our family and relatives , with them welcoming us to this new world .
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 2|||U:ADV|||We|||REQUIRED|||-NONE-|||1
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||immediate|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||extended|||REQUIRED|||-NONE-|||1
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||who|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:FORM|||welcomed|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||into|||REQUIRED|||-NONE-|||1

S We were crying hard but we are not alone , it 's our family and relatives that grow us up .
A 1 2|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADV|||heavily|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||do n't feel|||REQUIRED|||-NONE-|||0
A 9 12|||R:OTHER|||because|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||helps|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 19|||R:WO|||us grow|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||were|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||alone.|||REQUIRED|||-NONE-|||1
A 9 11|||U:PUNCT|||It|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||raise|||REQUIRED|||-NONE-|||1
A 19 20|||U:PART||||||REQUIRED|||-NONE-|||1

S Hence , they should be the people be grateful for and the people we would like to share the joy together .
A 3 5|||R:VERB:TENSE|||'re|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||for whom we should feel|||REQUIRED|||-NONE-|||0
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||whom|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB|||wish|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||celebrate|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||our|||REQUIRED|||-NONE-|||0
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||we are|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||our|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||joys|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||with|||REQUIRED|||-NONE-|||1

S However , in the case pertaining to any health issue or to the extent of serious disorder , it may seems no point of sharing but this involves more than just sharing of bad news .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||cases|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||extending|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||all|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||way|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||disclosing the information|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||seem|||REQUIRED|||-NONE-|||0
A 21 25|||R:OTHER|||pointless --|||REQUIRED|||-NONE-|||0
A 26 26|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 32 33|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 11 15|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 18 26|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 31 31|||M:DET|||the|||REQUIRED|||-NONE-|||1

S One definitely has the right to disclose his or her health issues to anyone , but it 's also one 's responsibility to inform the family and close relatives .
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||they choose|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||their|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||immediate|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As the case of health issue is related to genetic risk , with keyword on " genetic " which highlights the risk of passing down the disorder to the next generation .
A 1 1|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 17 18|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 18 18|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||its|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||emphasis on|||REQUIRED|||-NONE-|||0
A 24 24|||M:NOUN|||disorders|||REQUIRED|||-NONE-|||0
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||term|||REQUIRED|||-NONE-|||1
A 17 18|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1

S Therefore , I would agree to that it 's obligated for a carrier of known genetic risk to tell his or her relatives to avoid any family-related ethical dilemma that could be raise up in the future .
A 3 4|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||have an obligation|||REQUIRED|||-NONE-|||0
A 18 21|||R:OTHER|||inform|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||and help|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB|||prevent|||REQUIRED|||-NONE-|||0
A 26 27|||R:ADJ|||future|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||0
A 29 33|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 33 35|||R:OTHER|||within|||REQUIRED|||-NONE-|||0
A 36 37|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Despite one may argue that it 's still up to the individual to disclose such health issue or to bear it within him/herself , it 's certainly helpful to share with close relatives , for a proper discussion for solutions .
A 0 1|||R:PREP|||Although|||REQUIRED|||-NONE-|||0
A 1 2|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||many|||REQUIRED|||-NONE-|||0
A 3 3|||M:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 10|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||'s choice|||REQUIRED|||-NONE-|||0
A 13 17|||R:OTHER|||divulge|||REQUIRED|||-NONE-|||0
A 18 20|||R:VERB|||withhold|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||information|||REQUIRED|||-NONE-|||0
A 25 26|||U:CONTR||||||REQUIRED|||-NONE-|||0
A 27 28|||R:MORPH|||helps|||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 32 35|||R:OTHER|||members|||REQUIRED|||-NONE-|||0
A 35 36|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 36 39|||R:OTHER|||explore|||REQUIRED|||-NONE-|||0
A 40 40|||M:ADV|||together|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||While|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 7 8|||U:ADV||||||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||carriers of|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||genetic risk to decide whether|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 20|||R:VERB|||keep|||REQUIRED|||-NONE-|||1
A 21 22|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 22 23|||R:PRON|||themselves|||REQUIRED|||-NONE-|||1
A 30 30|||M:NOUN|||findings|||REQUIRED|||-NONE-|||1
A 33 35|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 35 36|||R:SPELL|||as|||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||it|||REQUIRED|||-NONE-|||1
A 37 39|||R:OTHER|||ensures|||REQUIRED|||-NONE-|||1
A 40 40|||M:OTHER|||are properly discussed|||REQUIRED|||-NONE-|||1

S By doing so , one will feel less stressful in facing such disorder risk .
A 8 9|||R:MORPH|||stress|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||dealing with|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||and its associated|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||disclosing their health issue|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||carriers|||REQUIRED|||-NONE-|||1
A 6 6|||M:ADV|||likely|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||stressed|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||when|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||the risks inherent to their|||REQUIRED|||-NONE-|||1
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Relatives will certainly be supportive and show more caring towards the carrier of a known genetic risk .
A 4 5|||R:VERB|||caring|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||supportive|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||of carriers are|||REQUIRED|||-NONE-|||1
A 3 3|||M:OTHER|||apt to|||REQUIRED|||-NONE-|||1
A 4 4|||M:ADV|||especially|||REQUIRED|||-NONE-|||1
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1

S By informing them , the carrier is never alone in fighting the battle of such disorder risk .
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||battles|||REQUIRED|||-NONE-|||0
A 13 14|||U:PREP||||||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||as the|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||and its|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||their relatives|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||need|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||be|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||those|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||battles|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||that will arise due to the risks|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||1

S On top of that , as the genetic risk may pass down to next generation , thus it will involve more than just one family .
A 5 6|||R:PREP|||since|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 11 12|||U:PART||||||REQUIRED|||-NONE-|||0
A 16 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 25|||M:VERB|||will be affected|||REQUIRED|||-NONE-|||0
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1

S It is therefore I would agree for the obligation of telling the relatives of both parties when one is about to get married and have a plan for giving birth .
A 0 3|||U:OTHER|||Therefore|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||there 's|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 9 10|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||inform|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||either|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||side if a marriage|||REQUIRED|||-NONE-|||0
A 19 23|||R:OTHER|||pending|||REQUIRED|||-NONE-|||0
A 24 27|||R:OTHER|||if having children|||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB|||being|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB|||considered|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Therefore|||REQUIRED|||-NONE-|||1
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||that there is|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 9 10|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||tell|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 25 30|||R:OTHER|||children|||REQUIRED|||-NONE-|||1

S This would avoid the rise of more family-related ethical dilemma .
A 2 7|||R:OTHER|||prevent future|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||from popping up|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||1

S There are more intangible advantages that could support the stand of informing the relatives once the results are known after the test conducted .
A 2 3|||R:OTHER|||additional ,|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB:TENSE|||supporting|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||argument|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||full disclosure|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||test is finished and|||REQUIRED|||-NONE-|||0
A 18 23|||R:OTHER|||received|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||stance|||REQUIRED|||-NONE-|||1
A 17 17|||M:OTHER|||of testing|||REQUIRED|||-NONE-|||1
A 19 23|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In conclusion , in order to avoid the family-related ethical dilemma , it is best for any carrier of known genetic risk to inform his/her relatives .
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||0
A 13 14|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||all|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||1

S The benefits of doing so are able to outweigh its disadvantages .
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||manage|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||1

S More supports must be provided through different means to give better direction when one is standing of such junction whether should him/her to inform the relatives .
A 1 1|||M:OTHER|||, as well as different types of|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||support|||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||and direction ,|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||need to|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||afforded|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||for carriers|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||of genetic|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||risk , especially|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||those|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||on the verge|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||deciding|||REQUIRED|||-NONE-|||0
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 26 26|||M:OTHER|||regarding their condition|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADJ|||Increased|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN:NUM|||support|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||from alternative channels|||REQUIRED|||-NONE-|||1
A 3 5|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 5 7|||R:OTHER|||imperative as a|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||more effectively guide|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||those|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||faced|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||the decision|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||informing|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||choosing|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||not|||REQUIRED|||-NONE-|||1
A 23 26|||U:OTHER||||||REQUIRED|||-NONE-|||1

S The decision to undergo genetic testing can only be made by the individual at risk for a disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is the common law in the society .
A 0 1|||M:OTHER|||More than just the accepted way society works , this|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1

S However , it leads to a new problem that " should a carrier of a known genetic risk be obligated to tell his or her relatives ?
A 0 3|||R:OTHER|||Since only the carrier|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||can decide|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||get tested and receive|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||results , the|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||emerges , does the information|||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||learns create|||REQUIRED|||-NONE-|||0
A 14 20|||R:OTHER|||an obligation|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 21 21|||M:PRON|||he|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||relatives about|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN|||condition|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||This , however|||REQUIRED|||-NONE-|||1
A 2 3|||U:PRON||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||:|||REQUIRED|||-NONE-|||1
A 10 11|||R:ORTH|||Should|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||inform|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1
A 27 27|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1

S " This issue has been discussed for a long time .
A 0 1|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 0 1|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S However , there is still a diversity of point of views among the people .
A 6 7|||R:MORPH|||diverse|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||diverse|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||points|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1

S Thus , we are going to identify the advantages and disadvantages of the issue which is " should or should not " .
A 21 22|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:ORTH|||Should|||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||we ? ''|||REQUIRED|||-NONE-|||1
A 19 20|||M:PUNCT|||" Should|||REQUIRED|||-NONE-|||1
A 20 20|||M:PRON|||we|||REQUIRED|||-NONE-|||1
A 21 22|||R:PUNCT|||?|||REQUIRED|||-NONE-|||1
A 22 23|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1

S Firstly , I believe most of us will agree with the sentences below : " I will be anxious about my families when he or she told me that he or she was a carrier of a known genetic risk " .
A 40 41|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||following|||REQUIRED|||-NONE-|||1
A 16 17|||R:CONTR|||'ll|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||family member|||REQUIRED|||-NONE-|||1
A 23 31|||R:OTHER|||I 'm informed|||REQUIRED|||-NONE-|||1
A 31 32|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 32 36|||R:OTHER|||'re carrying|||REQUIRED|||-NONE-|||1
A 40 41|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 42 42|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1

S Frequently , the intention of the carriers does not want to tell their families are to continue their own life without the anxious of families .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 7|||U:OTHER|||Carriers|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||usually do|||REQUIRED|||-NONE-|||1
A 8 9|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||, preferring|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||spare|||REQUIRED|||-NONE-|||1
A 17 21|||R:OTHER|||them|||REQUIRED|||-NONE-|||1
A 22 23|||R:MORPH|||anxiety|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||concern|||REQUIRED|||-NONE-|||1

S It is obvious that there will be better for one person to be worried than many .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S However , many of the carriers are not strong enough to overcome the challenges oneself .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||themselves|||REQUIRED|||-NONE-|||1

S With the families ' support , there must be more energy to fight against with the demon .
A 2 4|||R:NOUN:POSS|||family 's|||REQUIRED|||-NONE-|||0
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 4|||R:NOUN:POSS|||Family|||REQUIRED|||-NONE-|||1
A 4 7|||R:OTHER|||involvement|||REQUIRED|||-NONE-|||1
A 7 9|||R:VERB|||means|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 11 12|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||greater support in the battle|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||"|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1

S Demon is not easily to be defeated and it is required much of energy and psychological support .
A 0 0|||M:DET|||A|||REQUIRED|||-NONE-|||0
A 4 6|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB:TENSE|||requires|||REQUIRED|||-NONE-|||0
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The demon|||REQUIRED|||-NONE-|||1
A 4 6|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||doing|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||requires|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||a lot|||REQUIRED|||-NONE-|||1

S Families give you the courage and support which you can not retrieve by yourself .
A 0 1|||R:OTHER|||Family 's|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN:NUM|||Family|||REQUIRED|||-NONE-|||1
A 1 3|||R:OTHER|||provides|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||'s|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||hard|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||reach|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||when|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||alone|||REQUIRED|||-NONE-|||1

S That is the most essential elements to overcome the challenges .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 6 7|||R:PART|||in|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||overcoming|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||that it is possible|||REQUIRED|||-NONE-|||1

S Besides that , the risk of the known genetic is very serious that it can not be described .
A 12 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||Furthermore|||REQUIRED|||-NONE-|||1
A 3 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 9|||M:NOUN|||risk|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADV|||more|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||than|||REQUIRED|||-NONE-|||1
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||1
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||1
A 17 17|||M:ADV|||adequately|||REQUIRED|||-NONE-|||1

S The seriousness can be larger than our imagination .
A 2 2|||M:OTHER|||of the situation|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||The seriousness of the risk can be larger than our imaginations can fathom|||REQUIRED|||-NONE-|||1

S Lying on the bed for the remaining life , and even die immediately , these are the consequences which we can not imagine .
A 0 1|||R:OTHER|||It 's hard|||REQUIRED|||-NONE-|||0
A 1 2|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||picture being|||REQUIRED|||-NONE-|||0
A 4 9|||R:OTHER|||ridden|||REQUIRED|||-NONE-|||0
A 11 23|||R:OTHER|||dying|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Consequences , such as lying|||REQUIRED|||-NONE-|||1
A 1 2|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||remainder of|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||one 's|||REQUIRED|||-NONE-|||1
A 9 10|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||the possibility of dieing|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||more|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||than|||REQUIRED|||-NONE-|||1
A 21 22|||U:ADV||||||REQUIRED|||-NONE-|||1

S Families are our dearest in our life .
A 0 1|||R:OTHER|||Our family|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||is very|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||important|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||part|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||consist of those people who|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1

S Without their concern and support , we are hard to stay until this time .
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||It|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||can be hard|||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||during|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||such|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||difficult time ,|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||keep focused and|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||grounded without|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||the concern and support of our families|||REQUIRED|||-NONE-|||0
A 6 7|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||will be|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||difficult|||REQUIRED|||-NONE-|||1
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||1

S They play the important role in our life which can not be substituted .
A 2 3|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||, one|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||Their|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||is too important|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||to|||REQUIRED|||-NONE-|||1

S A known genetic risk can also affect our next generation critically .
A 5 6|||R:ADV|||critically|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADV|||as well|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||Our next|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||generation|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:FORM|||affected|||REQUIRED|||-NONE-|||1
A 7 7|||M:PREP|||by|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||known|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||risks|||REQUIRED|||-NONE-|||1

S Therefore , it is our responsibility to tell the relatives to prevent the occurrence of undesired consequences .
A 0 1|||R:OTHER|||As carriers|||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||our|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||, thereby|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||preventing|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||prevent|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 12|||R:VERB|||passing|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||on these|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||traits|||REQUIRED|||-NONE-|||1

S Generally , the clinic or hospital will not tell the carrier 's families without the agreement of carrier .
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||A|||REQUIRED|||-NONE-|||1
A 10 13|||R:OTHER|||family|||REQUIRED|||-NONE-|||1
A 14 17|||R:WO|||agreement of the|||REQUIRED|||-NONE-|||1

S It is the ethic of staff in hospital to keep the secret of any patients .
A 3 4|||R:NOUN|||duty|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||guard|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||confidentiality|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||hospital|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||ethics|||REQUIRED|||-NONE-|||1
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||all|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||' secrets|||REQUIRED|||-NONE-|||1

S We can not blame them that they are liable to the undesired consequences .
A 3 4|||R:VERB|||reproach|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||when|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S However , hospital can provide a councilor to advice the carrier about the action can be taken .
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||counselor|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||advise|||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||what|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||counsellor 's|||REQUIRED|||-NONE-|||1
A 7 9|||R:WO|||advice to|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||actions|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||that|||REQUIRED|||-NONE-|||1

S Therefore , this kind of circumstances will not be happened again and again .
A 2 3|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 8 10|||R:VERB:FORM|||continue to happen|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||these|||REQUIRED|||-NONE-|||1
A 8 10|||R:VERB:TENSE|||happen|||REQUIRED|||-NONE-|||1

S It is a method that benefits two parties which is a win-win situation .
A 6 7|||R:DET|||both|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In conclusion , a carrier of a known genetic risk is encouraged to tell his or her relatives about the known genetic risk .
A 10 11|||R:VERB:TENSE|||should be|||REQUIRED|||-NONE-|||0
A 19 22|||R:OTHER|||that|||REQUIRED|||-NONE-|||1

S However , there may be some special case that is hard to be defined .
A 7 8|||R:NOUN:NUM|||cases|||REQUIRED|||-NONE-|||0
A 8 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||cases|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||difficult|||REQUIRED|||-NONE-|||1
A 12 14|||R:VERB:TENSE|||define|||REQUIRED|||-NONE-|||1

S Thus , advice from hospital plays the important role for this .
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Carrier is responsible to balance his or her own interest and the benefits of family and even society .
A 0 1|||M:DET|||The carrier|||REQUIRED|||-NONE-|||0
A 3 4|||R:PART|||for|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:FORM|||balancing|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||interests|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||his or her own|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||the interests of|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The carrier|||REQUIRED|||-NONE-|||1
A 3 4|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:FORM|||balancing|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||as a whole|||REQUIRED|||-NONE-|||1

S It is a hard decision to make but with the most appropriate way , it will create great circumstances for the carrier and families in the future .
A 8 9|||R:OTHER|||, done in|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||an|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||have a positive|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||outcome|||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 26|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 27 27|||M:NOUN|||family|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||right|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||choice|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||result in the best|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||outcomes|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||their family|||REQUIRED|||-NONE-|||1

S With the risk of being genetically disorder , many individuals have done the decision to undergo genetic testing .
A 1 1|||M:NOUN|||knowledge|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||may|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||exist|||REQUIRED|||-NONE-|||0
A 10 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 1|||M:VERB|||being|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||at|||REQUIRED|||-NONE-|||1
A 3 4|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||having|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||genetic|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||made|||REQUIRED|||-NONE-|||1

S With the nature that the results will be known once the tests are done , each individual that is diagnosed to be a genetic risk carrier face an ethical problem : They should warn their relatives about the risking of being the same genetic risk carrier .
A 0 10|||U:OTHER|||Once|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||results|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||known|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 24|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 24 26|||R:NOUN|||at-risk|||REQUIRED|||-NONE-|||0
A 31 33|||R:WO|||should they|||REQUIRED|||-NONE-|||0
A 33 34|||R:VERB|||inform|||REQUIRED|||-NONE-|||0
A 34 35|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 35 37|||R:OTHER|||members who may|||REQUIRED|||-NONE-|||0
A 37 38|||R:OTHER|||very|||REQUIRED|||-NONE-|||0
A 38 41|||R:OTHER|||possibly share|||REQUIRED|||-NONE-|||0
A 43 44|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 45 47|||R:OTHER|||?|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||Since|||REQUIRED|||-NONE-|||1
A 17 18|||R:PRON|||who|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||as|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:SVA|||faces|||REQUIRED|||-NONE-|||1
A 31 31|||M:PREP|||whether|||REQUIRED|||-NONE-|||1
A 31 32|||R:ORTH|||they|||REQUIRED|||-NONE-|||1
A 37 41|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 42 44|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 45 46|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Or they can choose to keep silent until the next carrier is diagnosed .
A 1 1|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 2 6|||R:VERB|||stay|||REQUIRED|||-NONE-|||0
A 13 14|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||remain|||REQUIRED|||-NONE-|||1

S In the view of my point , a carrier of a known genetic risk should not be obligated to tell his or her relatives , with the support of the following reasons .
A 1 4|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||view|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||an at-risk|||REQUIRED|||-NONE-|||0
A 9 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:CONTR|||n't|||REQUIRED|||-NONE-|||0
A 19 22|||R:OTHER|||inform|||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 25 29|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||From|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||of view|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 25 29|||R:OTHER|||due to|||REQUIRED|||-NONE-|||1

S First of all , from the angle of human right , a genetic risk carrier should not be obligated to tell the truth to others .
A 4 12|||R:OTHER|||forcing|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||carriers|||REQUIRED|||-NONE-|||0
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB|||inform|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||others is wrong|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||from a human|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN|||rights perspective|||REQUIRED|||-NONE-|||0
A 25 26|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||perspective|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||1
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This diagnosis can be regarded as a kind of privacy to carriers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||private ,|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 7 10|||R:OTHER|||known only|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||the patient|||REQUIRED|||-NONE-|||1

S They may do not want this truth to influence their life or want to keep it as a secret and do not others know about it .
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 11 12|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 19 20|||R:CONJ|||or|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||they may|||REQUIRED|||-NONE-|||1
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||1
A 20 21|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 22 22|||M:VERB|||let|||REQUIRED|||-NONE-|||1

S This is reasonable since the exposure of the truth of being a carrier may make them be discriminated or sympothized by others which is not positive factors brought to their life .
A 23 24|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 28 28|||M:PREP|||into|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||a known as|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||cause|||REQUIRED|||-NONE-|||1
A 16 16|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 18 18|||M:PREP|||against|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||sympathized|||REQUIRED|||-NONE-|||1
A 20 20|||M:PREP|||for|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S Seconly , the relatives of the carrier can also choose to do genetic testing regardless of the dignosis of the carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Secondly|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||diagnosis|||REQUIRED|||-NONE-|||1

S When people want to check whether they are genetic risk carriers , they can go and approach a doctor to consult about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||know|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||or not|||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||ask|||REQUIRED|||-NONE-|||1

S If they do not want to think too much of it and view it as a trouble , they may just ignore the possibility .
A 0 1|||M:OTHER|||They might just ignore the possibility if|||REQUIRED|||-NONE-|||0
A 6 16|||R:OTHER|||be|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||troubled|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||by|||REQUIRED|||-NONE-|||0
A 18 24|||R:OTHER|||it|||REQUIRED|||-NONE-|||0
A 0 17|||R:OTHER|||Otherwise|||REQUIRED|||-NONE-|||1

S However , if a dignosed carrier is obligated to tell his or her relatives , the relatives will be forced to know their higher chance of being genetic risk carriers .
A 1 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 22|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||chances|||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||at|||REQUIRED|||-NONE-|||0
A 29 29|||M:OTHER|||if the diagnosed|||REQUIRED|||-NONE-|||0
A 29 30|||R:NOUN:NUM|||carrier|||REQUIRED|||-NONE-|||0
A 30 30|||M:OTHER|||is obligated to tell them|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||diagnosed|||REQUIRED|||-NONE-|||1
A 6 10|||R:VERB|||can|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||inform|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 14 27|||R:OTHER|||that they may be|||REQUIRED|||-NONE-|||1

S This obeys their own willingness as in they have to accept the truth which may make their following life miserable .
A 0 8|||U:OTHER|||They|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 13 13|||M:ADV|||even|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||if|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||it|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||0
A 17 18|||U:VERB||||||REQUIRED|||-NONE-|||0
A 0 8|||U:OTHER|||They|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||face|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 19|||R:OTHER|||cause more|||REQUIRED|||-NONE-|||1
A 19 20|||R:ADJ|||worrying|||REQUIRED|||-NONE-|||1

S Many people many argue that setting the obligation may help more people , who are the relatives of the carriers , save their lives with a larger opportunity because of the early diagnosis .
A 2 3|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 8 10|||R:VERB|||are being saved|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||from life-threatening|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||complications|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||if|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||diagnosed early as|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||result|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||carrier|||REQUIRED|||-NONE-|||0
A 20 21|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||obligation|||REQUIRED|||-NONE-|||0
A 24 30|||R:OTHER|||to warn|||REQUIRED|||-NONE-|||0
A 30 31|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 31 33|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||It can|||REQUIRED|||-NONE-|||1
A 1 3|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||argued|||REQUIRED|||-NONE-|||1
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||1
A 6 7|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 9 17|||R:OTHER|||save lives because|||REQUIRED|||-NONE-|||1
A 19 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 29|||U:PREP||||||REQUIRED|||-NONE-|||1
A 30 31|||U:DET||||||REQUIRED|||-NONE-|||1

S However , this is not exactly true when other factors including psychological influence , social influence , are taken into consideration .
A 2 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||need to|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 21 21|||M:OTHER|||before it is decided whether or not this is true|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 16 17|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S If one such relative is told that he or she may have higher risk of getting sick , he or she may have be scared about the unknown life , partners , spouse and colleagues may choose to leave , and many other situations may happen which means the relative 's life may be ruined .
A 2 3|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 22 23|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 29 30|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 39 40|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 47 48|||R:VERB:SVA|||mean|||REQUIRED|||-NONE-|||0
A 18 19|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 19 20|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||1
A 22 23|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 34 34|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 44 45|||R:OTHER|||that could|||REQUIRED|||-NONE-|||1

S On the other side , as stated above , a person who want to confirm and has been prepared to face the result can choose to do the genetic testing individually .
A 12 13|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||1

S In a nutshell , a carrier of a known genetic risk should have their own right to decide whether to tell their relatives or not .
A 13 15|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This should be accepted from the point of human right , freedom of acceptance of relatives as well as many other social reasons .
A 4 5|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||1

S Otherwise , making it an obligation will restric the choice of carriers and bring a lot of confusion to their relatives .
A 7 8|||R:SPELL|||restrict|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||restrict|||REQUIRED|||-NONE-|||1

S For a carrier of genetic disorder to know the fact that he or she is a carrier , it causes more dilemma rather than getting the disorder .
A 0 1|||R:OTHER|||Knowing that you are|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||order|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB|||can|||REQUIRED|||-NONE-|||0
A 8 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:SVA|||cause|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||dilemmas|||REQUIRED|||-NONE-|||0
A 22 23|||U:ADV||||||REQUIRED|||-NONE-|||0
A 24 24|||M:ADV|||actually|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||It causes more problems for|||REQUIRED|||-NONE-|||1
A 2 6|||R:OTHER|||person|||REQUIRED|||-NONE-|||1
A 8 8|||M:PREP|||for|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 11 15|||R:OTHER|||they are|||REQUIRED|||-NONE-|||1
A 17 23|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 24 25|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||1

S I agree that a carrier of a known genetic risk is obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||disorder|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||their|||REQUIRED|||-NONE-|||1

S There are four reasons why people do n't have to be shy and share their problems regarding genetic disorder .
A 6 13|||R:OTHER|||should|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||need|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ|||brave|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Firstly , the carrier and his or her family can take precautions , physically by actions to reduce the chance of it being inherited to offspring and , mentally if the action fails to prevent it being inherited .
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||0
A 12 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 25|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||to prepare|||REQUIRED|||-NONE-|||0
A 30 35|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 36 37|||R:VERB:FORM|||is|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||1
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||physical and mental|||REQUIRED|||-NONE-|||1
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 16 18|||R:VERB:FORM|||reducing|||REQUIRED|||-NONE-|||1
A 26 38|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Many syndromes such as Down Syndrome and Taylor Syndrome can be prevented to happen if the mother undergo proper medication and do n't consume harmful goods during the pregnancy period .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 14|||U:VERB||||||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||undergoes|||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 24 25|||R:ADJ|||proper|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN|||diet|||REQUIRED|||-NONE-|||0
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||0
A 29 30|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||genetic diseases|||REQUIRED|||-NONE-|||1
A 12 14|||U:VERB||||||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||takes|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN|||food|||REQUIRED|||-NONE-|||1
A 27 28|||R:DET|||her|||REQUIRED|||-NONE-|||1
A 29 30|||U:NOUN||||||REQUIRED|||-NONE-|||1

S This information may not be known by the mother if she does n't tell her relatives regarding her condition .
A 0 1|||R:DET|||The|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||mother|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||never|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||information|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||withholds|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||truth|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||from her relatives|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S More people ( relatives ) know her problem , more information channel is provided .
A 0 3|||R:OTHER|||When the number of informed|||REQUIRED|||-NONE-|||0
A 4 8|||R:OTHER|||increases|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||so do available|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||channels|||REQUIRED|||-NONE-|||0
A 12 14|||U:VERB||||||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The more|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||channels|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S If all efforts have been made but the children still suffer from the syndrome then the family have to accept this fact and do whatever they can to bring a good environment for their children 's growth .
A 1 1|||M:OTHER|||, despite|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADJ|||best|||REQUIRED|||-NONE-|||0
A 3 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||child|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 10 15|||R:OTHER|||born afflicted ,|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||has no choice but|||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||provide|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||healthy|||REQUIRED|||-NONE-|||0
A 26 29|||R:OTHER|||and happy|||REQUIRED|||-NONE-|||0
A 29 31|||R:OTHER|||an|||REQUIRED|||-NONE-|||0
A 32 34|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 34 36|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 36 37|||R:ADJ|||possible|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB|||provide|||REQUIRED|||-NONE-|||1

S This is not the parent 's fault because there is still chances of the gene being inherited .
A 2 3|||R:ADV|||hardly|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||since|||REQUIRED|||-NONE-|||0
A 8 12|||R:OTHER|||the possibility|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB|||inheriting|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||still|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||exists|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||chance|||REQUIRED|||-NONE-|||1

S So , they have to also prepare mentally .
A 0 1|||R:ADV|||Therefore|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||must|||REQUIRED|||-NONE-|||0
A 8 8|||M:ADV|||as well|||REQUIRED|||-NONE-|||0
A 3 6|||R:WO|||also have to|||REQUIRED|||-NONE-|||1

S Secondly , genetic diseases costs highly for the treatment and medication .
A 4 4|||M:OTHER|||have high|||REQUIRED|||-NONE-|||0
A 5 6|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||cost|||REQUIRED|||-NONE-|||1

S Albinism is one of the examples .
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||example|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADV|||just|||REQUIRED|||-NONE-|||1

S The people with albinism have sensitive skin and it needs regular treatment .
A 0 2|||U:DET|||People|||REQUIRED|||-NONE-|||0
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 8 9|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||People|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||who have|||REQUIRED|||-NONE-|||1

S Unlike people with high proportion of skin pigment , people with albinism is prone to sunburn and other skin diseases .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADJ:FORM|||higher|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||those|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 15 16|||R:MORPH|||sunburns|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||those|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1

S If they do n't treat their body well , such as by using sunglasses or wearing sunscreen in outdoor , the chances are good that they will get skin problems that may also lead to cancer .
A 4 5|||R:VERB|||protect|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||skin|||REQUIRED|||-NONE-|||0
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||outdoors|||REQUIRED|||-NONE-|||0
A 20 23|||R:OTHER|||there is|||REQUIRED|||-NONE-|||0
A 23 23|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||chance|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB|||encounter|||REQUIRED|||-NONE-|||0
A 31 32|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||when|||REQUIRED|||-NONE-|||1
A 18 19|||R:MORPH|||outdoors|||REQUIRED|||-NONE-|||1
A 27 27|||M:ADV|||also|||REQUIRED|||-NONE-|||1

S Once you suffer from cancer , the medication cost is very expensive .
A 2 4|||R:OTHER|||have|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||price of|||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||1

S To prevent the bigger problem to happen , it takes a lot of effort to take care of your body .
A 5 6|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1
A 5 6|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1

S If the carrier does n't tell his or her relatives , it may be too late to get their support and prepare financially .
A 2 3|||R:NOUN|||individual|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||patient|||REQUIRED|||-NONE-|||1

S Thirdly , some diseases are not noticeable and may lead to serious health problems .
A 0 1|||R:ADV|||Lastly|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S One of the diseases is sickle cell trait .
A 5 5|||M:OTHER|||having a|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||disease|||REQUIRED|||-NONE-|||1
A 4 4|||M:NOUN|||markers|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Usually people are not aware if they carry the sickle cell gene and this may lead to circulatory problem such as blood blocking .
A 5 6|||R:PREP|||that|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||which|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S If the parents know that one of them is a carrier and disclose the information to their relatives then they can bring their children to undergo genetic testing and do n't need to be shy of it because it is for the sake of their children 's health .
A 13 14|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 24 25|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 28 33|||R:OTHER|||without|||REQUIRED|||-NONE-|||0
A 33 34|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||0
A 37 37|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||parent|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||1
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 5 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 11 16|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||gene|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 22 22|||M:PART|||in|||REQUIRED|||-NONE-|||1
A 28 40|||R:OTHER|||without shame|||REQUIRED|||-NONE-|||1
A 40 41|||R:SPELL|||or|||REQUIRED|||-NONE-|||1
A 42 43|||R:NOUN|||fear|||REQUIRED|||-NONE-|||1
A 44 45|||R:OTHER|||being|||REQUIRED|||-NONE-|||1
A 45 47|||R:OTHER|||judged|||REQUIRED|||-NONE-|||1
A 47 48|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Fourthly , it is important for the parents to give mental boost for their children with genetic disorder .
A 11 12|||R:NOUN|||encouragement|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 8 13|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||to be supportive and understanding|||REQUIRED|||-NONE-|||1

S When their children become teenagers , a lot of social problems may arise .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 6 6|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||may|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||experience|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||many|||REQUIRED|||-NONE-|||1
A 11 13|||R:VERB:TENSE|||arising|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||from their condition|||REQUIRED|||-NONE-|||1

S People and friends often mock of your conditions .
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||can be sometimes be fearful of others who seem different ,|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||engage|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||in|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||mocking and cruel behavior as a result|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||these personal anxieties|||REQUIRED|||-NONE-|||1

S A strong mental condition and conviction must be build from within and from the closest ones .
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||built|||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB|||encouraged|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||loved|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||built|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||friends|||REQUIRED|||-NONE-|||1

S If not their family then who else that are willing to do that ?
A 0 6|||U:OTHER|||Who|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||but the family|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||is|||REQUIRED|||-NONE-|||1

S It is not a heavy job for the family if they have prepare their mental first by disclosing the information of the probability that their children may suffer from the genetic disorder .
A 4 6|||R:OTHER|||burden|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||mentally|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 26 28|||R:VERB:TENSE|||suffering|||REQUIRED|||-NONE-|||0
A 29 30|||R:DET|||a|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In this modern world , the technologies were improved a lot compared with the last century .
A 0 1|||M:NOUN|||Technologies in|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 4 8|||R:OTHER|||have|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||greatly|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1

S Particularly , in the medical field , there is a great improvement in many treatments for many formally incurable diseases , and genetic testing is one of the methods which were used to diagnose an individual at risk for a genetic disorder .
A 0 1|||M:OTHER|||There is great improvement particularly|||REQUIRED|||-NONE-|||0
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||where|||REQUIRED|||-NONE-|||0
A 8 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||testing|||REQUIRED|||-NONE-|||0
A 22 23|||R:ADJ|||other|||REQUIRED|||-NONE-|||0
A 23 26|||R:OTHER|||methods|||REQUIRED|||-NONE-|||0
A 27 31|||R:OTHER|||diagnosing are|||REQUIRED|||-NONE-|||0
A 31 32|||R:OTHER|||available|||REQUIRED|||-NONE-|||0
A 32 34|||R:OTHER|||for formally incurable diseases|||REQUIRED|||-NONE-|||0
A 34 35|||R:SPELL|||and|||REQUIRED|||-NONE-|||0
A 35 36|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||0
A 39 40|||U:DET||||||REQUIRED|||-NONE-|||0
A 41 42|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 17 18|||R:MORPH|||formerly|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1

S The medical authorities claimed that only the individual who is at risk for a genetic disorder can make the decision to undergo genetic testing .
A 3 4|||R:VERB:TENSE|||claim|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||state|||REQUIRED|||-NONE-|||1

S However , once a test has been conducted and the results are known , a family-related ethical dilemma is born .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||an|||REQUIRED|||-NONE-|||1

S The question is whether a carrier of a known genetic risk should tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||the|||REQUIRED|||-NONE-|||1

S In my opinion , the carrier of a known genetic risk has to tell his or her relatives about this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB|||should|||REQUIRED|||-NONE-|||1
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This is because his or her relatives have the right to know about this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S As many people realize , a genetic disorder can be related to the carrier 's relatives , that is , one of the family members is at risk for a genetic disorder means that other family members also have almost the equally risk to have it , so this problem should be treated seriously by the family .
A 1 2|||R:ADJ|||most|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||know|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB|||impact|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||any or even|||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||all|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||family|||REQUIRED|||-NONE-|||0
A 15 20|||R:OTHER|||members. If|||REQUIRED|||-NONE-|||0
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 26|||R:OTHER|||person 's|||REQUIRED|||-NONE-|||0
A 28 29|||U:PREP||||||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||0
A 31 33|||R:OTHER|||shares|||REQUIRED|||-NONE-|||0
A 34 42|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 43 45|||R:OTHER|||equally.|||REQUIRED|||-NONE-|||0
A 45 48|||R:OTHER|||It 's|||REQUIRED|||-NONE-|||0
A 48 49|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 49 50|||R:ADJ|||serious|||REQUIRED|||-NONE-|||0
A 50 51|||R:NOUN|||situation|||REQUIRED|||-NONE-|||0
A 51 53|||R:VERB|||deserving|||REQUIRED|||-NONE-|||0
A 53 54|||R:MORPH|||serious|||REQUIRED|||-NONE-|||0
A 54 57|||R:OTHER|||consideration|||REQUIRED|||-NONE-|||0
A 16 32|||R:OTHER|||which|||REQUIRED|||-NONE-|||1
A 37 37|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 38 42|||R:OTHER|||at|||REQUIRED|||-NONE-|||1
A 43 46|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 54 57|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Every family member has their human right to know what is going on with them .
A 4 5|||R:OTHER|||a basic|||REQUIRED|||-NONE-|||0
A 9 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||truth|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||a|||REQUIRED|||-NONE-|||1

S If they do not even know that they are at risk for a genetic disorder , how can this explain their right ?
A 2 4|||R:OTHER|||'re|||REQUIRED|||-NONE-|||0
A 4 7|||R:OTHER|||prevented from knowing|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||truth|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||their potential|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||it 's easy to|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||argue|||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||rights|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||have been violated. Simple as that .|||REQUIRED|||-NONE-|||0
A 19 20|||U:VERB||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||be|||REQUIRED|||-NONE-|||1

S For instance , John is informed by his doctor that he is at risk for a genetic disorder but he does not tell his sibling , James about this .
A 1 2|||R:NOUN|||example|||REQUIRED|||-NONE-|||0
A 3 3|||M:VERB|||imagine|||REQUIRED|||-NONE-|||0
A 4 6|||R:VERB|||learns|||REQUIRED|||-NONE-|||0
A 6 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 12|||M:ADV|||genetically|||REQUIRED|||-NONE-|||0
A 14 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||chooses|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||withhold|||REQUIRED|||-NONE-|||0
A 23 24|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||information from|||REQUIRED|||-NONE-|||0
A 25 27|||R:WO|||James ,|||REQUIRED|||-NONE-|||0
A 27 28|||U:PREP||||||REQUIRED|||-NONE-|||0
A 28 29|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 29 29|||M:NOUN|||brother|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||brother|||REQUIRED|||-NONE-|||1
A 27 29|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Although telling James about this is horrible to some extent , he should know what will be likely to be going on for him .
A 1 5|||R:OTHER|||the knowledge|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||may be|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ|||frightening|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||James|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||deserves to|||REQUIRED|||-NONE-|||0
A 15 16|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||future|||REQUIRED|||-NONE-|||0
A 18 21|||R:VERB|||may|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||hold|||REQUIRED|||-NONE-|||0
A 15 18|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 18 20|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This might be beneficial for his future if he is aware of the risk of having this disorder .
A 0 2|||R:OTHER|||Awareness of the risk could|||REQUIRED|||-NONE-|||0
A 5 12|||R:OTHER|||him in|||REQUIRED|||-NONE-|||0
A 13 18|||R:OTHER|||future|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB|||carrying|||REQUIRED|||-NONE-|||1

S The next point is that telling relatives can raise their awareness of having the similar genetic disorder , preventing certain genetic disorders to affect themselves .
A 0 4|||R:OTHER|||It 's also important to note|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||informing|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||lead|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||to preventative measures|||REQUIRED|||-NONE-|||0
A 11 17|||R:OTHER|||on their part|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADV|||possibly|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||allowing|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||avoid|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||the disorder altogether|||REQUIRED|||-NONE-|||0
A 18 22|||R:OTHER|||allowing them|||REQUIRED|||-NONE-|||1
A 23 25|||R:OTHER|||be aware of the disorder|||REQUIRED|||-NONE-|||1

S Genetic disorders are innate , but the great improvement of medical treatment makes it possible for humans to prevent the disorder or to reduce the negative effects of the disorder on themselves .
A 6 10|||R:OTHER|||dramatic|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||advances|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0
A 13 18|||R:OTHER|||successful|||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||prevention|||REQUIRED|||-NONE-|||0
A 19 20|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||possibility|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||and , if not , carriers can potentially lessen|||REQUIRED|||-NONE-|||0
A 27 28|||R:PREP|||once|||REQUIRED|||-NONE-|||0
A 28 29|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||know|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||what|||REQUIRED|||-NONE-|||0
A 31 32|||R:OTHER|||they 're dealing with|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||treatments|||REQUIRED|||-NONE-|||1
A 30 32|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In addition , doctors usually quote a statement , " Prevention is better than curation " ; this gives us an idea that preventing a disorder to happen has far more advantages than curing it .
A 0 2|||R:OTHER|||Also|||REQUIRED|||-NONE-|||0
A 3 6|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||familiar medical maxim|||REQUIRED|||-NONE-|||0
A 8 9|||R:PUNCT|||--|||REQUIRED|||-NONE-|||0
A 10 11|||M:OTHER|||An ounce of prevention|||REQUIRED|||-NONE-|||0
A 12 13|||R:ADJ|||worth|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||a pound of cure|||REQUIRED|||-NONE-|||0
A 15 16|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 16 19|||R:OTHER|||-- serves|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||as|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||a good reminder|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||curing|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 26 29|||R:VERB|||is|||REQUIRED|||-NONE-|||0
A 29 30|||R:ADV|||much|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||less|||REQUIRED|||-NONE-|||0
A 31 32|||R:ADJ|||desirable|||REQUIRED|||-NONE-|||0
A 33 34|||R:OTHER|||simply avoiding|||REQUIRED|||-NONE-|||0
A 35 35|||M:OTHER|||all together|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||the cure|||REQUIRED|||-NONE-|||1
A 15 16|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 26 28|||U:VERB||||||REQUIRED|||-NONE-|||1

S Awareness of having a genetic disorder may help in diagnosing a genetic disorder for a person , and therefore , this may make the prevention of a certain disorder possible .
A 2 4|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 7 10|||R:OTHER|||aid|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||doctor|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||diagnosis|||REQUIRED|||-NONE-|||0
A 18 22|||R:OTHER|||potentially|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 25 26|||U:PREP||||||REQUIRED|||-NONE-|||0
A 27 30|||R:OTHER|||real possibility|||REQUIRED|||-NONE-|||0
A 2 2|||M:NOUN|||possibility|||REQUIRED|||-NONE-|||1

S For example , hypertension is partially due to genetic factors , but environmental factors also play an important role .
A 0 1|||M:OTHER|||Hypertension , for|||REQUIRED|||-NONE-|||0
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 5 6|||R:ADV|||often|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ|||attributable|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||genetics|||REQUIRED|||-NONE-|||0
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 17|||M:ADV|||equally|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People who aware of having such disorder can prevent the disorder to happen by adapting a healthy lifestyle , including having a balanced diet and at least having exercise for 30 minutes every day .
A 0 7|||R:OTHER|||Informed family members|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||delay or possibly even|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||future|||REQUIRED|||-NONE-|||0
A 10 13|||R:OTHER|||problems altogether|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||adopting|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||new habits. Simple things|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||such|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 25 30|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 32 34|||R:OTHER|||of daily exercise can help dramatically|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 11 13|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1
A 25 25|||M:OTHER|||exercising for|||REQUIRED|||-NONE-|||1
A 27 30|||U:OTHER||||||REQUIRED|||-NONE-|||1

S To sum up , a carrier of a known genetic risk should be obligated to tell his or her relatives .
A 0 1|||R:OTHER|||All things|||REQUIRED|||-NONE-|||0
A 1 3|||R:VERB|||considered|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||an at-risk|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||has|||REQUIRED|||-NONE-|||0
A 7 14|||R:OTHER|||an obligation|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||relatives|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||truth|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is their human right to know about that , and this may also save their lives by preventing the disorder to happen .
A 0 0|||M:OTHER|||Morally and ethically ,|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 1 2|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:PUNCT|||--|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||the knowledge|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADV|||just|||REQUIRED|||-NONE-|||0
A 17 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||1
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 21 22|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||1

S Together with the advancement of technology over past decades,medical advancement has increased exponentially and further enhancements are still constantly upgrading.Empower doctors with advance medical knowledge,doctors are able to diagnose and undergo genetic testing for patients to help them prevent and take necessary steps to protect their life.However , once a test has been conducted and the results are known,a question of disclosing the results to his or her relatives become a challenging issue to both patient and doctor.In my opinion,I feel the strong urge to support the obligation to inform patient relatives .
A 0 1|||R:OTHER|||Modern medicine has advanced|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||increasing|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||rapidity decade|||REQUIRED|||-NONE-|||0
A 6 13|||R:OTHER|||after decade ,|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||lifesaving|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||technology|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 17 19|||R:ADV|||now|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||developing|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||exponential speed , Empowering|||REQUIRED|||-NONE-|||0
A 24 27|||R:OTHER|||doctors|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||discover previously hidden|||REQUIRED|||-NONE-|||0
A 32 39|||R:OTHER|||disorders|||REQUIRED|||-NONE-|||0
A 40 44|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 46 49|||R:OTHER|||patients in|||REQUIRED|||-NONE-|||0
A 50 54|||R:OTHER|||proactive|||REQUIRED|||-NONE-|||0
A 55 55|||M:OTHER|||previously impossible manner.|||REQUIRED|||-NONE-|||0
A 55 56|||R:OTHER|||Once|||REQUIRED|||-NONE-|||0
A 58 62|||R:OTHER|||in , however ,|||REQUIRED|||-NONE-|||0
A 63 64|||R:NOUN|||decision|||REQUIRED|||-NONE-|||0
A 65 67|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 67 68|||R:OTHER|||tell|||REQUIRED|||-NONE-|||0
A 69 70|||R:NOUN|||presents|||REQUIRED|||-NONE-|||0
A 71 72|||R:MORPH|||challenge|||REQUIRED|||-NONE-|||0
A 72 73|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 74 75|||R:OTHER|||doctor|||REQUIRED|||-NONE-|||0
A 75 77|||R:WO|||and patient|||REQUIRED|||-NONE-|||0
A 77 78|||R:OTHER|||alike. To|||REQUIRED|||-NONE-|||0
A 78 79|||R:PRON|||me|||REQUIRED|||-NONE-|||0
A 79 81|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 82 83|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 83 85|||R:OTHER|||patient 's|||REQUIRED|||-NONE-|||0
A 85 87|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 88 89|||R:OTHER|||seems obvious and , without a doubt ,|||REQUIRED|||-NONE-|||0
A 89 90|||R:VERB:FORM|||informing|||REQUIRED|||-NONE-|||0
A 90 91|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 92 92|||M:OTHER|||is imperative|||REQUIRED|||-NONE-|||0
A 8 9|||R:ORTH|||decades , medical|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||being upgraded.|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||Empowered|||REQUIRED|||-NONE-|||1
A 24 25|||R:ORTH|||knowledge , doctors|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB|||perform|||REQUIRED|||-NONE-|||1
A 38 40|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 46 47|||R:ORTH|||life. However|||REQUIRED|||-NONE-|||1
A 58 59|||R:OTHER|||known|||REQUIRED|||-NONE-|||1
A 59 59|||M:OTHER|||, the|||REQUIRED|||-NONE-|||1
A 61 61|||M:OTHER|||whether or|||REQUIRED|||-NONE-|||1
A 61 62|||R:OTHER|||not to disclose|||REQUIRED|||-NONE-|||1
A 65 68|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 69 70|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||1
A 77 78|||R:ORTH|||doctor. In|||REQUIRED|||-NONE-|||1
A 79 80|||R:ORTH|||opinion , I|||REQUIRED|||-NONE-|||1
A 81 82|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 90 91|||R:NOUN:POSS|||patients '|||REQUIRED|||-NONE-|||1

S As it is a genetic risk,the patient next-of-skin might have a high chance of carrying the risk,hence the need to inform their relatives is important so that necessary prevention actions could be taken before unforeseen circumstances might occur.For example,if you are the only child in a family and unfortunately,you are suffering from a genetic disease that the genetic trait might be passed on to your next generation if you have a child,hence by letting your family members aware of the situation,it would lessen family stresses and suffering on forcing you to settle down and have children.However , social ethic issues like discrimination and privacy are biggest concerns and potential barriers to enforce patients or doctors to disclose information to patients relatives.It challenges the confidentiality and privacy principles.Currently , under the Health Insurance Portability and Accountability Act of 1996 ( HIPAA ) in the United States,there is no legal obligation requirement to disclose information to relatives,it is up to the patient 's wish to disclose to their family members.Early disclosement to family members brings in positive reaction and prevention,as in the case of Angelina Jolie,she chose to disclose information and underwent treatment to reduce the risk of breast cancer significantly to under five percent.I still can recall her reason for disclosing her own story was that she does not want to live under the shadow of cancer .
A 5 6|||R:ORTH|||risk , the|||REQUIRED|||-NONE-|||0
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||next-of-kin|||REQUIRED|||-NONE-|||0
A 16 17|||R:ORTH|||risk , hence|||REQUIRED|||-NONE-|||0
A 28 29|||R:MORPH|||preventative|||REQUIRED|||-NONE-|||0
A 37 39|||R:ORTH|||occur. For example , if|||REQUIRED|||-NONE-|||0
A 48 49|||R:OTHER|||unfortunately|||REQUIRED|||-NONE-|||0
A 49 49|||M:PRON|||you|||REQUIRED|||-NONE-|||0
A 55 55|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 66 67|||R:NOUN|||generation.|||REQUIRED|||-NONE-|||0
A 67 68|||R:ORTH|||If|||REQUIRED|||-NONE-|||0
A 71 72|||R:ORTH|||child , hence|||REQUIRED|||-NONE-|||0
A 80 81|||R:ORTH|||situation , it|||REQUIRED|||-NONE-|||0
A 95 96|||R:ORTH|||children. However|||REQUIRED|||-NONE-|||0
A 98 98|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 98 99|||R:MORPH|||ethical|||REQUIRED|||-NONE-|||0
A 105 106|||R:ADJ:FORM|||big|||REQUIRED|||-NONE-|||0
A 120 120|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||0
A 120 121|||R:NOUN:POSS|||relatives.|||REQUIRED|||-NONE-|||0
A 121 121|||M:PRON|||It|||REQUIRED|||-NONE-|||0
A 126 127|||R:ORTH|||principles. Currently|||REQUIRED|||-NONE-|||0
A 144 145|||R:ORTH|||States , there|||REQUIRED|||-NONE-|||0
A 154 155|||R:NOUN|||relatives.|||REQUIRED|||-NONE-|||0
A 155 155|||M:PRON|||It|||REQUIRED|||-NONE-|||0
A 167 168|||R:ORTH|||members. Early|||REQUIRED|||-NONE-|||0
A 177 178|||R:ORTH|||prevention , as|||REQUIRED|||-NONE-|||0
A 183 184|||R:NOUN|||Jolie.|||REQUIRED|||-NONE-|||0
A 184 184|||M:PRON|||She|||REQUIRED|||-NONE-|||0
A 202 203|||R:ORTH|||percent. I|||REQUIRED|||-NONE-|||0
A 206 206|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:ORTH|||risk , the|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||next-of-kin|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||gene. Therefore|||REQUIRED|||-NONE-|||1
A 19 21|||R:VERB:FORM|||informing|||REQUIRED|||-NONE-|||1
A 28 29|||R:MORPH|||preventive|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 33 34|||R:OTHER|||to avoid any|||REQUIRED|||-NONE-|||1
A 35 36|||R:NOUN|||circumstances.|||REQUIRED|||-NONE-|||1
A 36 38|||R:OTHER|||For|||REQUIRED|||-NONE-|||1
A 38 39|||R:ORTH|||example , if|||REQUIRED|||-NONE-|||1
A 47 47|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 48 49|||U:PRON||||||REQUIRED|||-NONE-|||1
A 55 55|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 56 57|||U:DET||||||REQUIRED|||-NONE-|||1
A 71 72|||R:OTHER|||child. So|||REQUIRED|||-NONE-|||1
A 73 74|||R:VERB|||making|||REQUIRED|||-NONE-|||1
A 80 81|||R:ORTH|||situation , it|||REQUIRED|||-NONE-|||1
A 82 83|||R:VERB|||reduce|||REQUIRED|||-NONE-|||1
A 84 85|||R:NOUN:NUM|||stress|||REQUIRED|||-NONE-|||1
A 87 87|||M:OTHER|||of any pressure|||REQUIRED|||-NONE-|||1
A 88 89|||U:VERB||||||REQUIRED|||-NONE-|||1
A 91 94|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 95 96|||R:ORTH|||children. However|||REQUIRED|||-NONE-|||1
A 98 99|||R:MORPH|||ethical|||REQUIRED|||-NONE-|||1
A 100 101|||R:OTHER|||such as|||REQUIRED|||-NONE-|||1
A 105 105|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 120 120|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1
A 120 121|||R:NOUN:POSS|||relatives.|||REQUIRED|||-NONE-|||1
A 121 121|||M:PRON|||It|||REQUIRED|||-NONE-|||1
A 122 123|||U:DET||||||REQUIRED|||-NONE-|||1
A 126 127|||R:ORTH|||principles. Currently|||REQUIRED|||-NONE-|||1
A 144 145|||R:ORTH|||States , there|||REQUIRED|||-NONE-|||1
A 154 155|||R:NOUN|||relatives.|||REQUIRED|||-NONE-|||1
A 155 155|||M:PRON|||It|||REQUIRED|||-NONE-|||1
A 160 160|||M:PREP|||whether|||REQUIRED|||-NONE-|||1
A 160 160|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 160 161|||R:NOUN:POSS|||not|||REQUIRED|||-NONE-|||1
A 161 161|||M:OTHER|||he or she|||REQUIRED|||-NONE-|||1
A 161 162|||R:VERB:SVA|||wishes|||REQUIRED|||-NONE-|||1
A 165 166|||U:DET||||||REQUIRED|||-NONE-|||1
A 167 168|||R:ORTH|||members. Early|||REQUIRED|||-NONE-|||1
A 168 169|||R:SPELL|||disclosure|||REQUIRED|||-NONE-|||1
A 172 173|||R:NOUN|||results|||REQUIRED|||-NONE-|||1
A 177 178|||R:ORTH|||prevention , as|||REQUIRED|||-NONE-|||1
A 183 184|||R:NOUN|||Jolie.|||REQUIRED|||-NONE-|||1
A 184 184|||M:PRON|||She|||REQUIRED|||-NONE-|||1
A 193 194|||R:DET|||her|||REQUIRED|||-NONE-|||1
A 199 199|||M:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 202 203|||R:NOUN|||percent.|||REQUIRED|||-NONE-|||1
A 203 206|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 206 207|||R:ORTH|||Her|||REQUIRED|||-NONE-|||1
A 216 217|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||1

S However,there are still people against the decision of revealing private information.As in the case of Alzheimer patients,it is up to the patient 's own choice to disclose information.However,research has shown that doctors have tried to interpret who,how and whom will Alzheimer disease be disclosed to minimise potential negative impact to families members ( DementiaToday,2012 ) .There are associations provide helps to Alzheimer patients like Alzheimer 's Association ( Alzheimer 's Association,1980 ) .Although there are still thousand of genetic risk diseases out there that might not be receiving all helps and supports from everyone,the needs to receive immediate understanding and support from family members is an utmost help that patients need in their difficult time .
A 0 1|||R:ORTH|||However , there|||REQUIRED|||-NONE-|||0
A 16 17|||R:ORTH|||patients , it|||REQUIRED|||-NONE-|||0
A 27 28|||R:ORTH|||information.However , research|||REQUIRED|||-NONE-|||0
A 36 37|||R:ORTH|||who , how|||REQUIRED|||-NONE-|||0
A 53 54|||R:ORTH|||DementiaToday , 2012|||REQUIRED|||-NONE-|||0
A 70 71|||R:ORTH|||Association , 1980|||REQUIRED|||-NONE-|||0
A 93 94|||R:ORTH|||everyone , the|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||There|||REQUIRED|||-NONE-|||1
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||R:ORTH|||information. As|||REQUIRED|||-NONE-|||1
A 16 17|||R:ORTH|||patients , it|||REQUIRED|||-NONE-|||1
A 18 20|||U:PREP||||||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||information. Research|||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 37 39|||R:WO|||whom and|||REQUIRED|||-NONE-|||1
A 39 40|||R:OTHER|||how|||REQUIRED|||-NONE-|||1
A 42 42|||M:NOUN|||information|||REQUIRED|||-NONE-|||1
A 44 44|||M:OTHER|||in order|||REQUIRED|||-NONE-|||1
A 45 46|||R:MORPH|||minimize|||REQUIRED|||-NONE-|||1
A 50 51|||R:NOUN:NUM|||family|||REQUIRED|||-NONE-|||1
A 53 54|||R:ORTH|||DementiaToday , 2012|||REQUIRED|||-NONE-|||1
A 55 56|||R:ORTH|||. There|||REQUIRED|||-NONE-|||1
A 58 58|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 59 60|||R:MORPH|||help|||REQUIRED|||-NONE-|||1
A 63 64|||R:OTHER|||such as|||REQUIRED|||-NONE-|||1
A 64 64|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 70 71|||R:ORTH|||Association , 1980|||REQUIRED|||-NONE-|||1
A 72 73|||R:ORTH|||. Although|||REQUIRED|||-NONE-|||1
A 76 77|||R:MORPH|||thousands|||REQUIRED|||-NONE-|||1
A 79 80|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||1
A 80 80|||M:PREP|||from|||REQUIRED|||-NONE-|||1
A 83 94|||R:OTHER|||, the|||REQUIRED|||-NONE-|||1
A 94 95|||R:NOUN:NUM|||need|||REQUIRED|||-NONE-|||1
A 105 107|||R:OTHER|||not being addressed. It is vital|||REQUIRED|||-NONE-|||1
A 112 113|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 115 115|||M:OTHER|||of their lives|||REQUIRED|||-NONE-|||1

S In conclusion,the state should have passed a legal bill to measure and provide information to doctors that till which extend should a doctor opt to reveal to relatives members about the genetic disease and in which situations it is open to patient 's decision.In addition,the state could also encourage to create assistance schemes to aid necessary help to needy patients to encourage them to open up for the benefit of own and family members.Although it may face challenges from social ethic issues,in a long term,with appropriate encouragement and aid from the government,more individuals would have a different view of acceptance and take appropriate measurements to protect their own health and their loved ones .
A 1 2|||R:ORTH|||conclusion , the|||REQUIRED|||-NONE-|||0
A 44 45|||R:ORTH|||addition , the|||REQUIRED|||-NONE-|||0
A 81 82|||R:ORTH|||issues , in|||REQUIRED|||-NONE-|||0
A 84 85|||R:ORTH|||term , with|||REQUIRED|||-NONE-|||0
A 91 92|||R:ORTH|||government , more|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||conclusion , the|||REQUIRED|||-NONE-|||1
A 4 6|||R:VERB:TENSE|||pass|||REQUIRED|||-NONE-|||1
A 7 8|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||which would|||REQUIRED|||-NONE-|||1
A 16 23|||R:OTHER|||who|||REQUIRED|||-NONE-|||1
A 28 29|||R:NOUN|||facts|||REQUIRED|||-NONE-|||1
A 30 31|||R:OTHER|||their family|||REQUIRED|||-NONE-|||1
A 31 31|||M:OTHER|||member 's|||REQUIRED|||-NONE-|||1
A 33 33|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 34 35|||R:OTHER|||to determine|||REQUIRED|||-NONE-|||1
A 35 36|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 37 37|||M:ADV|||where|||REQUIRED|||-NONE-|||1
A 38 39|||R:VERB:TENSE|||should be|||REQUIRED|||-NONE-|||1
A 39 40|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 40 41|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 43 45|||R:ORTH|||decision. In addition , the|||REQUIRED|||-NONE-|||1
A 47 50|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 52 53|||R:NOUN|||programs|||REQUIRED|||-NONE-|||1
A 53 54|||R:VERB|||giving|||REQUIRED|||-NONE-|||1
A 55 57|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 58 59|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 60 61|||R:PART|||by|||REQUIRED|||-NONE-|||1
A 61 62|||R:VERB:FORM|||encouraging|||REQUIRED|||-NONE-|||1
A 67 68|||R:OTHER|||their own|||REQUIRED|||-NONE-|||1
A 69 69|||M:OTHER|||as well as that|||REQUIRED|||-NONE-|||1
A 70 71|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 71 72|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 73 75|||R:OTHER|||members. Even though this sharing of information|||REQUIRED|||-NONE-|||1
A 76 77|||R:OTHER|||still be|||REQUIRED|||-NONE-|||1
A 77 78|||R:VERB:FORM|||challenged|||REQUIRED|||-NONE-|||1
A 79 82|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 83 86|||R:OTHER|||social ethical|||REQUIRED|||-NONE-|||1
A 86 89|||R:OTHER|||standpoint ,|||REQUIRED|||-NONE-|||1
A 89 90|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 91 92|||R:OTHER|||long term ,|||REQUIRED|||-NONE-|||1
A 93 93|||M:ADV|||potentially|||REQUIRED|||-NONE-|||1
A 93 95|||R:VERB|||could|||REQUIRED|||-NONE-|||1
A 95 100|||R:OTHER|||accept|||REQUIRED|||-NONE-|||1
A 101 102|||R:VERB|||adopt|||REQUIRED|||-NONE-|||1
A 103 104|||R:MORPH|||measures|||REQUIRED|||-NONE-|||1
A 110 110|||M:OTHER|||that of|||REQUIRED|||-NONE-|||1

S Nowadays , the study in the genetic field has gone further and further due to the high-velocity technological advancement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||At present|||REQUIRED|||-NONE-|||1
A 2 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||research|||REQUIRED|||-NONE-|||1
A 9 13|||R:OTHER|||advanced greatly|||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||many|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||advancements|||REQUIRED|||-NONE-|||1

S Not long ago , the human genome project sponsored by several large multinational corporations ( MNCs ) has been started .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 8|||R:ORTH|||Human Genome Project|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 20|||R:VERB|||was initiated|||REQUIRED|||-NONE-|||1

S In comparison , in the field of genetic testing which enables people to be aware of the risk of a possible genetic disorder , as the technology has been very mature already , an even more popular topic arises .
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 27 29|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 32 33|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 33 34|||R:SPELL|||as|||REQUIRED|||-NONE-|||0
A 38 39|||R:NOUN:NUM|||arise|||REQUIRED|||-NONE-|||0
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 29 32|||R:OTHER|||around|||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 33 37|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 37 39|||R:NOUN|||while|||REQUIRED|||-NONE-|||1

S While most people agree that each individual has his own right to decide whether to undergo a genetic test or not , they have different stands in whether it is the patient 's responsibility or freedom to share the result with his or her relatives .
A 9 10|||R:OTHER|||or|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||her|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 27|||R:OTHER|||beliefs|||REQUIRED|||-NONE-|||0
A 34 36|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN|||opinions|||REQUIRED|||-NONE-|||1
A 26 27|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 36 36|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In my opinion , the patients , which are carriers of some known genetic risk are supposed to share the truth with their family members .
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 15 18|||R:VERB|||should|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||have the responsibility|||REQUIRED|||-NONE-|||1
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||1

S Admittedly , it is a social obligation to be responsible for the life of other people .
A 12 13|||R:NOUN:NUM|||lifes|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S To the whole society , it is a duty .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||wociety as|||REQUIRED|||-NONE-|||1
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Take H1N1 as an example , all the people in Singapore including students at school , travelers at the Changi Airport , workers in the office as well as passengers on the street are forced by law to take their temperature and report the result to the relevant government authority in charge .
A 2 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||example.|||REQUIRED|||-NONE-|||0
A 9 10|||R:ORTH|||In|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||, all citizens --|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 18 18|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||out|||REQUIRED|||-NONE-|||0
A 19 19|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 22 22|||M:NOUN|||office|||REQUIRED|||-NONE-|||0
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 25 30|||R:OTHER|||man|||REQUIRED|||-NONE-|||0
A 33 33|||M:PUNCT|||--|||REQUIRED|||-NONE-|||0
A 34 35|||R:VERB|||required|||REQUIRED|||-NONE-|||0
A 38 39|||R:VERB|||monitor|||REQUIRED|||-NONE-|||0
A 43 44|||U:DET||||||REQUIRED|||-NONE-|||0
A 44 45|||R:NOUN:NUM|||results|||REQUIRED|||-NONE-|||0
A 46 47|||U:DET||||||REQUIRED|||-NONE-|||0
A 49 50|||R:NOUN:NUM|||authorities|||REQUIRED|||-NONE-|||0
A 50 52|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||everyone|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||studentsl|||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 20 21|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 21 22|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 23 33|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 34 35|||R:VERB|||required|||REQUIRED|||-NONE-|||1
A 44 45|||R:NOUN:NUM|||results|||REQUIRED|||-NONE-|||1
A 47 48|||R:ADJ|||proper|||REQUIRED|||-NONE-|||1
A 49 52|||R:OTHER|||agency|||REQUIRED|||-NONE-|||1

S To those family members who care about them , it is also a moral obligation .
A 1 3|||R:OTHER|||loved|||REQUIRED|||-NONE-|||0
A 3 8|||R:OTHER|||ones|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 4 8|||U:OTHER||||||REQUIRED|||-NONE-|||1

S How can they not tell their loved ones who they really are and get their loved ones in danger ?
A 3 5|||R:OTHER|||withhold|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||the the|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||truth in good|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||conscience , knowing|||REQUIRED|||-NONE-|||0
A 10 16|||R:OTHER|||'re endangering|||REQUIRED|||-NONE-|||0
A 16 19|||R:OTHER|||family members|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||the truth about|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||medical|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||history|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||risk putting|||REQUIRED|||-NONE-|||1

S The basis of a family is that everyone trusts and love each other with no doubts .
A 6 9|||R:OTHER|||, without doubt ,|||REQUIRED|||-NONE-|||0
A 9 11|||R:WO|||love and|||REQUIRED|||-NONE-|||0
A 11 16|||R:OTHER|||trust|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1

S Without trust and love , there is no difference between a family and a bunch of strangers living together .
A 1 2|||R:NOUN|||love|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||trust|||REQUIRED|||-NONE-|||0
A 5 6|||R:PRON|||what|||REQUIRED|||-NONE-|||0
A 6 7|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||simple|||REQUIRED|||-NONE-|||0
A 17 20|||R:OTHER|||?|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S Hence , it is essential to tell their family members about the risk of their genetic disorder both as a social responsibility and a favor to conserve the family basis .
A 5 5|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||they|||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB|||maintain|||REQUIRED|||-NONE-|||0
A 29 30|||R:MORPH|||base|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 25 30|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Moreover , telling their family members the truth is the fastest and easiest way to get their support .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1

S Without the support of loved ones , patients ' life is no better than death .
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 9|||R:NOUN:POSS|||patient 's|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 7 9|||R:NOUN:POSS|||patient 's|||REQUIRED|||-NONE-|||1

S Family members , as one the closest group of people from whom they can get comfort , is a crucial factor for them to successfully get over any possible troubles as a result of genetic disorder .
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||groups|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 34 34|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 2 18|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 29|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 30 31|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 32 34|||U:OTHER||||||REQUIRED|||-NONE-|||1

S A study of New York University in 2010 shown that patients with family members around generally recovers 2-4 days faster than those taken care by professional nurses .
A 2 3|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||demonstrates|||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||recover|||REQUIRED|||-NONE-|||0
A 24 24|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||recover|||REQUIRED|||-NONE-|||1

S Even for those patients with terminal diseases , the duration of their survival is 30 % longer due to the family support .
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1

S Some people may say that telling the truth may arise some unnecessary doubts and panics which will endanger the family harmony .
A 9 10|||R:VERB|||lead|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||doubt|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||panic|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||affect|||REQUIRED|||-NONE-|||0
A 20 20|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||erase|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||of the|||REQUIRED|||-NONE-|||1

S While every family need to go through this or that kind of troublesome situations , the more troubles that a family has gone through together , the greater bond will be established between the family members as well as the greater amount of trust , love and understanding .
A 3 6|||R:VERB:FORM|||goes|||REQUIRED|||-NONE-|||0
A 7 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||trouble|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||ta|||REQUIRED|||-NONE-|||0
A 28 28|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 29 32|||U:VERB||||||REQUIRED|||-NONE-|||0
A 33 34|||U:DET||||||REQUIRED|||-NONE-|||0
A 40 40|||M:OTHER|||development of a|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||situations.|||REQUIRED|||-NONE-|||1
A 14 16|||U:PUNCT|||The|||REQUIRED|||-NONE-|||1
A 25 26|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 29 29|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 46 46|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Hence , for a family in which every member is truly believing in each other and loving each other ,all these troubles are just testaments to make them stronger .
A 5 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||believe|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||love|||REQUIRED|||-NONE-|||0
A 19 20|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||all|||REQUIRED|||-NONE-|||0
A 22 26|||R:OTHER|||will|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||as well as|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||all|||REQUIRED|||-NONE-|||1

S Just as the lyrics of Kelly Clarkson , what does n't kill you make you stronger .
A 1 5|||R:OTHER|||like|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||'s lyrics|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||0
A 2 2|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN|||song|||REQUIRED|||-NONE-|||1

S Being in Asian society where genetic testing is not a common practice , I do think that it is the choice of the patient whether he or she wants to tell his or her relatives about his or her disease .
A 0 1|||R:VERB|||Living|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 1 1|||M:PREP|||from|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||an|||REQUIRED|||-NONE-|||1

S The courage to take the genetic testing and yet to inform their relatives about the risk that they may have may result in people being judgmental while actually it is just a risk and not a confirmed case .
A 0 0|||M:VERB|||Telling|||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||about|||REQUIRED|||-NONE-|||0
A 7 14|||R:OTHER|||before receiving|||REQUIRED|||-NONE-|||0
A 15 20|||R:OTHER|||results|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||judgement|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||even|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||though|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||undergo|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||1
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Furthermore , since it is the person 's gene that is affected , he has the right to determine with whom he wants to share the information with .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 27 28|||U:PREP||||||REQUIRED|||-NONE-|||1

S Nevertheless , while I fell that a carrier should not be obligated to tell his or her relatives about the genetic risk , I would like to suggest the person to at least share the information with her or his potential partner ( husband or wife ) since the individual 's genetic risk may affect their future children .
A 4 5|||R:VERB|||feel|||REQUIRED|||-NONE-|||0
A 30 31|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||feel|||REQUIRED|||-NONE-|||1
A 28 28|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 30 31|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1

S Many people in our society are not well informed about many genetic diseases and many of them will most likely to judge or at least differentiate those who have genetic diseases since they feel that the patients are abnormal or 'weird' .
A 14 15|||R:SPELL|||may|||REQUIRED|||-NONE-|||0
A 15 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 40 41|||R:ORTH|||'weird '|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 21|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 40 41|||R:OTHER|||weird|||REQUIRED|||-NONE-|||1

S This is because many relate genetic diseases to those such as Bubble-Boy disease , autism or down-syndrome .
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||people associate|||REQUIRED|||-NONE-|||1
A 7 10|||R:OTHER|||with diseases|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||like|||REQUIRED|||-NONE-|||1

S In those diseases , many who are affected do actually have different physical characteristics compared to those without the genetic diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1

S While we do know that we should not discriminate them based on their limitations , many people still do it with or without them realizing it .
A 23 24|||U:PRON||||||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||against|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||consiously|||REQUIRED|||-NONE-|||1
A 22 26|||R:OTHER|||subconsciously|||REQUIRED|||-NONE-|||1

S In this particular case , we are discussing about whether a person should tell his relatives about him having a RISK of a particular genetic disease .
A 17 18|||R:PRON|||their|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||being|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||at|||REQUIRED|||-NONE-|||1

S It is normal for people to demand for a fair and similar treatment as the others and therefore it is normal for people to try to keep some of their secrets or personal issues to themselves in case some people judge them or treat them differently.Many people really love to hear what they want to hear and therefore they may just ignore the word 'risk ' and assume that the person has suffered from the disease .
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 45 46|||R:ORTH|||differently. Many|||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||others.|||REQUIRED|||-NONE-|||1
A 16 17|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 17 18|||R:ORTH|||Therefore|||REQUIRED|||-NONE-|||1
A 30 32|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 36 36|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 39 40|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 47 48|||U:ADV||||||REQUIRED|||-NONE-|||1
A 54 56|||U:VERB||||||REQUIRED|||-NONE-|||1

S To prevent that from happening , I do feel that it is up to the person whether he wants to share the information with his family since his family may either be paranoid or judge him and act differently .
A 1 2|||R:VERB|||avoid|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||choice|||REQUIRED|||-NONE-|||0
A 8 13|||R:OTHER|||belongs|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||carrier and no one|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||else.|||REQUIRED|||-NONE-|||0
A 17 18|||R:PRON|||It|||REQUIRED|||-NONE-|||0
A 18 20|||R:VERB|||'s|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||difficult|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN|||decision|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||challenging repercussions ;|||REQUIRED|||-NONE-|||0
A 26 29|||R:OTHER|||members|||REQUIRED|||-NONE-|||0
A 30 32|||R:OTHER|||react badly , become|||REQUIRED|||-NONE-|||0
A 33 34|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 35 36|||R:OTHER|||the carrier harshly|||REQUIRED|||-NONE-|||0
A 37 37|||M:ADV|||even|||REQUIRED|||-NONE-|||0
A 39 39|||M:OTHER|||around them|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||or not|||REQUIRED|||-NONE-|||1

S Especially when it is just a risk , the option is really his since he is not an actual sufferer .
A 3 4|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADV|||merely|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||choice|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||-- especially considering|||REQUIRED|||-NONE-|||0
A 15 16|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||actually a|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There may be some people who say that it is necessary to tell the family members about the risk since some of them may be affected , while I do think that this view has a point , how much you can trust your family regarding this issue may also be a case .
A 0 4|||U:OTHER|||Some|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||may|||REQUIRED|||-NONE-|||0
A 7 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB:FORM|||telling|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||necessity|||REQUIRED|||-NONE-|||0
A 19 20|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||loved|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||ones might unknowingly|||REQUIRED|||-NONE-|||0
A 25 35|||R:OTHER|||facing the same risk. It 's|||REQUIRED|||-NONE-|||0
A 36 36|||M:ADJ|||valid|||REQUIRED|||-NONE-|||0
A 37 38|||R:PUNCT|||--|||REQUIRED|||-NONE-|||0
A 38 38|||M:CONJ|||but|||REQUIRED|||-NONE-|||0
A 38 38|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 38 39|||R:OTHER|||those|||REQUIRED|||-NONE-|||0
A 39 42|||R:OTHER|||with familial|||REQUIRED|||-NONE-|||0
A 43 47|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 47 48|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 48 48|||M:OTHER|||, it|||REQUIRED|||-NONE-|||0
A 49 50|||R:ADV|||not|||REQUIRED|||-NONE-|||0
A 51 53|||R:OTHER|||enough|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S May be we can trust our immediate family members but can we really trust all the other relatives ?
A 0 3|||R:OTHER|||Most|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||implicitly ,|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||relatives and|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||other extended family|||REQUIRED|||-NONE-|||0
A 13 17|||R:OTHER|||may be something else|||REQUIRED|||-NONE-|||0
A 17 18|||R:ADV|||entirely|||REQUIRED|||-NONE-|||0
A 18 19|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 2|||R:ORTH|||Maybe|||REQUIRED|||-NONE-|||1

S Furthermore , since the genetic risk or genetic disease is a very personal case , it is up to the person 's call to tell the relatives about it .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||issue|||REQUIRED|||-NONE-|||0
A 20 23|||R:OTHER|||individual|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB|||determine|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||whether|||REQUIRED|||-NONE-|||0
A 26 26|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 26 26|||M:ADV|||not|||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||should know the truth|||REQUIRED|||-NONE-|||0
A 19 20|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 26|||R:DET|||their|||REQUIRED|||-NONE-|||1

S However , as I said earlier , it is better for the person to at least tell about the potential risk to his or her future partner since his genetic risk may affect his children later .
A 0 3|||U:OTHER|||As|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||mentioned|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||, however|||REQUIRED|||-NONE-|||0
A 8 9|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 9 13|||R:OTHER|||preferable|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||share news of|||REQUIRED|||-NONE-|||0
A 21 22|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 25|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 28 30|||R:OTHER|||future|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN|||children|||REQUIRED|||-NONE-|||0
A 32 36|||R:OTHER|||be impacted|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||their future partner|||REQUIRED|||-NONE-|||1
A 21 27|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 27 28|||R:PREP|||as|||REQUIRED|||-NONE-|||1

S This information needs to be at least acknowledged by the other party before they make the decision to get married and have children .
A 0 1|||M:OTHER|||At the very least , this|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||understood|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||partner , ideally|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||marriage and|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||definitely|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||prior|||REQUIRED|||-NONE-|||0
A 18 22|||R:OTHER|||having|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There may be possibilities when both the husband and wife are carriers and therefore they should not have any child since their child may not be able to survive even after they are born .
A 0 1|||R:OTHER|||In|||REQUIRED|||-NONE-|||0
A 1 6|||R:OTHER|||certain circumstances|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||may both be|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||, in which case|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 15 20|||R:OTHER|||very survival|||REQUIRED|||-NONE-|||0
A 20 21|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 21 22|||R:ADJ|||future|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||0
A 23 25|||R:OTHER|||could|||REQUIRED|||-NONE-|||0
A 26 34|||R:OTHER|||called into question|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||situations|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADV|||where|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||1
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 21|||R:PREP|||as|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||children|||REQUIRED|||-NONE-|||1
A 29 30|||U:ADV||||||REQUIRED|||-NONE-|||1

S Or in a less extreme case , the child may be disabled .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||cases|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||suffer|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||disabilities related to its|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||parents '|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||condition ( s )|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This piece of information does play a role in family planning matters , therefore although no one is obliged to tell about their genetic risk to anyone , it should be encouraged to tell it to their future partner .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 6|||R:VERB|||figures|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||significantly|||REQUIRED|||-NONE-|||0
A 10 12|||R:NOUN|||planning.|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||So|||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||obligated|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||share|||REQUIRED|||-NONE-|||0
A 25 26|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN|||others|||REQUIRED|||-NONE-|||0
A 28 29|||R:OTHER|||the reasons why a partner|||REQUIRED|||-NONE-|||0
A 31 34|||R:VERB|||informed are|||REQUIRED|||-NONE-|||0
A 34 39|||R:OTHER|||obvious|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||so|||REQUIRED|||-NONE-|||1
A 18 19|||R:MORPH|||obligated|||REQUIRED|||-NONE-|||1
A 21 21|||M:NOUN|||anyone|||REQUIRED|||-NONE-|||1
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 29|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 34 36|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 39 39|||M:OTHER|||about it|||REQUIRED|||-NONE-|||1

S In conclusion , whether or not the carrier wants to tell his relatives regarding his genetic risk , the choice is his because it is his own gene and he has the full right of it .
A 3 3|||M:OTHER|||it is the carrier 's choice|||REQUIRED|||-NONE-|||0
A 8 11|||R:VERB:FORM|||tells|||REQUIRED|||-NONE-|||0
A 13 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 26 36|||R:OTHER|||body|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||of|||REQUIRED|||-NONE-|||1

S He may have different considerations other than due to the judging people or may result in making his family worry for nothing when thinking of whether he should tell it to his relatives , and no matter what choice he makes , we need to respect it and we have no right in saying that he must tell his relatives about it .
A 4 20|||R:OTHER|||reasons|||REQUIRED|||-NONE-|||0
A 21 25|||R:OTHER|||deciding|||REQUIRED|||-NONE-|||0
A 26 26|||M:OTHER|||or not|||REQUIRED|||-NONE-|||0
A 27 29|||R:VERB:TENSE|||tells|||REQUIRED|||-NONE-|||0
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 32 33|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 33 34|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 34 35|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 47 47|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 52 54|||R:OTHER|||telling|||REQUIRED|||-NONE-|||0
A 54 55|||R:OTHER|||him|||REQUIRED|||-NONE-|||0
A 60 62|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||When thinking of whether he should tell his relatives , he|||REQUIRED|||-NONE-|||1
A 7 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||'s judgement|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||possibly|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||them|||REQUIRED|||-NONE-|||1
A 22 33|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 34 35|||R:CONJ|||but|||REQUIRED|||-NONE-|||1
A 52 53|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 53 54|||R:VERB:FORM|||say|||REQUIRED|||-NONE-|||1

S We all know that life is priceless and we have no right to judge a person 's death .
A 14 15|||R:DET|||another|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||choices|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||choices|||REQUIRED|||-NONE-|||1

S With the improvements of technology , a new life with genetic risk can be detected .
A 1 2|||R:OTHER|||technological|||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 14 14|||M:ADV|||better|||REQUIRED|||-NONE-|||0
A 6 10|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Genetic refers the chance of inheriting a disorder or disease .
A 2 2|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 0 0|||M:PUNCT|||"|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1

S Therefore an entirely new dilemma is born : should a carrier of a known genetic risk be obligated to tell his or her relatives ?
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1

S This essay will discuss the reasons why the relatives are obligated to be informed that their children have genetic risk .
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||carrier|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB:TENSE|||inform|||REQUIRED|||-NONE-|||0
A 14 14|||M:NOUN|||relatives|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||are at|||REQUIRED|||-NONE-|||0
A 9 12|||R:VERB|||should|||REQUIRED|||-NONE-|||1
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 20 20|||M:NOUN|||factors|||REQUIRED|||-NONE-|||1

S One of the reasons that the parents should be informed is that they have to decide whether they are capable to raise a child with genetic risk .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 20 21|||R:PART|||of|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:FORM|||raising|||REQUIRED|||-NONE-|||0
A 25 25|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||of raising|||REQUIRED|||-NONE-|||1

S The child with genetic risk may not have the ability to work , to build up the family with the others and most of the time they are not acceptable for the majority .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB|||strengthen|||REQUIRED|||-NONE-|||0
A 18 19|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 21|||M:OTHER|||can ,|||REQUIRED|||-NONE-|||0
A 22 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 28 28|||M:ADV|||often|||REQUIRED|||-NONE-|||0
A 29 30|||R:MORPH|||accepted|||REQUIRED|||-NONE-|||0
A 30 31|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||contribute|||REQUIRED|||-NONE-|||1
A 15 16|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 18 33|||R:OTHER|||life|||REQUIRED|||-NONE-|||1

S They may not able to enjoy a normal people can enjoy .
A 0 1|||M:OTHER|||Unlike most people , they|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||life|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||lifestyle|||REQUIRED|||-NONE-|||1

S This competitive world is cruel to those are not able to survive .
A 0 2|||R:OTHER|||The|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||a competitive place and it 's not kind|||REQUIRED|||-NONE-|||0
A 7 10|||R:OTHER|||struggling|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Not everyone can survive in this|||REQUIRED|||-NONE-|||1
A 3 12|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Parents and relatives have to work longer than expected and endlessly to foster their child if he/she is not able to foster himself/herself .
A 2 7|||R:OTHER|||extended family|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||that|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||find themselves taking|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||care|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 20|||R:ADJ|||unable|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||help|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||himself face a significant , potentially lifelong , challenge|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||If someone is not able to properly care for themselves then parents|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||may need|||REQUIRED|||-NONE-|||1
A 8 8|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||assist|||REQUIRED|||-NONE-|||1
A 13 23|||R:OTHER|||them|||REQUIRED|||-NONE-|||1

S The situation may become worst if the child has diseases like cancer or heart disease , which means that parents have another heavy baggage named medication fees .
A 0 2|||R:OTHER|||It 's a difficult road|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||can be|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||even|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADJ|||tougher|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||illnesses|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||are involved. Besides the emotional cost|||REQUIRED|||-NONE-|||0
A 16 20|||R:OTHER|||the actual medical expenses|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB|||can be|||REQUIRED|||-NONE-|||0
A 21 27|||R:OTHER|||staggering|||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||If|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 8 15|||R:OTHER|||is sick|||REQUIRED|||-NONE-|||1
A 16 20|||R:OTHER|||the family may also|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||be burdened|||REQUIRED|||-NONE-|||1
A 21 21|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 22 23|||R:ADJ|||extra|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||cost|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Not only the child but also the entirely family will suffer .
A 0 3|||U:ADV|||The|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||will suffer , as will|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||entire|||REQUIRED|||-NONE-|||0
A 9 11|||U:VERB||||||REQUIRED|||-NONE-|||0
A 0 7|||U:OTHER|||The|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||entire|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||because of this burden|||REQUIRED|||-NONE-|||1

S It is still early for parents to decide whether they can foster a new life that are not able to work and may suffer the pain in the entire life .
A 1 2|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||difficult decision|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||make at an early stage.|||REQUIRED|||-NONE-|||0
A 9 11|||R:WO|||Can they|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||cope with|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||child|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||who|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||ca|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||n't|||REQUIRED|||-NONE-|||0
A 19 21|||R:VERB|||develop|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||a lifetime of|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||? How can|||REQUIRED|||-NONE-|||0
A 27 28|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 28 31|||R:OTHER|||know ?|||REQUIRED|||-NONE-|||0
A 0 12|||R:OTHER|||If|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||child wo|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||n't|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 24 27|||R:OTHER|||their entire life it is a burden for|||REQUIRED|||-NONE-|||1
A 28 30|||R:OTHER|||parents to decide their fate|||REQUIRED|||-NONE-|||1

S The other reason that parents should know the baby they have is a carrier of genetic risk is for a nation 's good .
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 7|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||0
A 10 12|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 20|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 23|||M:OTHER|||of the nation|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Another|||REQUIRED|||-NONE-|||1
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||truth about|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||child|||REQUIRED|||-NONE-|||1
A 12 12|||M:PREP|||for|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||good|||REQUIRED|||-NONE-|||1
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||1

S There are always newspaper report that a new born baby has be abandoned at hospital after they realized the baby have diseases that need a huge amount of money to secure .
A 4 5|||R:NOUN:NUM|||reports|||REQUIRED|||-NONE-|||0
A 7 9|||R:ORTH|||newborn|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||been|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 17 17|||M:NOUN|||parents|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 23 23|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB|||cure|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||Too often , news|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||reports|||REQUIRED|||-NONE-|||1
A 5 9|||R:OTHER|||tell us of|||REQUIRED|||-NONE-|||1
A 9 12|||R:OTHER|||babies|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||frightened parents|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||realize|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||heartache|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||and crippling costs|||REQUIRED|||-NONE-|||1
A 23 31|||R:OTHER|||lie ahead|||REQUIRED|||-NONE-|||1

S For the countries like Singapore , they are short of manpower to contribute to the nation .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:PRON|||there|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||shortage|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Countries|||REQUIRED|||-NONE-|||1
A 5 7|||R:OTHER|||suffer|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||shortage|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||citizens able|||REQUIRED|||-NONE-|||1
A 12 12|||M:ADV|||productively|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||country 's|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||well being|||REQUIRED|||-NONE-|||1

S However , every year the government has to spend a lot to help the disables such as medical subsidizes and builds up special schools to educate them .
A 14 15|||R:OTHER|||disablavled ,|||REQUIRED|||-NONE-|||0
A 20 22|||R:VERB|||building|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Each year , however|||REQUIRED|||-NONE-|||1
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 8|||R:VERB|||shows|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||up|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||significant amount of money|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||assist|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||disabled|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||through resources|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||like|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||subsidies|||REQUIRED|||-NONE-|||1
A 20 23|||R:OTHER|||specially dedicated|||REQUIRED|||-NONE-|||1
A 24 27|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Without increasing number of disables in a nation , the government is able to concentrate to develop in other ways like military and education .
A 2 3|||R:NOUN:NUM|||numbers|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||disabled|||REQUIRED|||-NONE-|||0
A 5 5|||M:NOUN|||people|||REQUIRED|||-NONE-|||0
A 15 16|||R:PART|||on|||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||development|||REQUIRED|||-NONE-|||0
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||When freed from worrying about|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||numbers|||REQUIRED|||-NONE-|||1
A 4 5|||R:MORPH|||disabled|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||citizens|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||governments|||REQUIRED|||-NONE-|||1
A 11 14|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 15 16|||R:PART|||on|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:FORM|||developing|||REQUIRED|||-NONE-|||1
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1
A 19 22|||R:OTHER|||important areas , such as the armed forces|||REQUIRED|||-NONE-|||1

S As citizens of a nation , they have the responsibility to support their country in many ways .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||Citizens|||REQUIRED|||-NONE-|||1
A 2 7|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Moreover , in the world we are living today , many miscarriages conducted in hospital every day .
A 8 8|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||occur|||REQUIRED|||-NONE-|||0
A 1 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||1

S It is easier for people to accept it morally .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Therefore I believe the parents have their right to know the healthiness of their child .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||health|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S Many people may support with a theory that every people have their right to enjoy the world , especially people with religions .
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADV|||even|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||those|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||who are|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||religious|||REQUIRED|||-NONE-|||0
A 2 4|||R:VERB|||believe|||REQUIRED|||-NONE-|||1
A 4 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||has|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 17 22|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , the problem is , will the people really enjoy their life if they have to stay at hospital everyday and with all the needles and endless pain ?
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 22 22|||M:VERB|||deal|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||The|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||question|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||however ,|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||whether|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||anyone|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||filled|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 15 18|||R:VERB|||repeated|||REQUIRED|||-NONE-|||1
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||visits , countless injections|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||day after|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||day|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN|||sickness|||REQUIRED|||-NONE-|||1
A 27 28|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 29 30|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1

S Parents know what the best is for their children , thus they will make a right decision after they have be informed .
A 3 4|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||been|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||'s|||REQUIRED|||-NONE-|||1
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||and after being informed|||REQUIRED|||-NONE-|||1
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||1
A 12 13|||R:CONTR|||'ll|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||do|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||which|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||child 's|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||best|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||interests|||REQUIRED|||-NONE-|||1

S Also , human being should improve the medical field in order to prevent the tragedy happen .
A 3 4|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 15 15|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||And where possible|||REQUIRED|||-NONE-|||1
A 2 7|||R:OTHER|||helping|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||research|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||future|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||illness is in|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||everyone 's|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||best interest|||REQUIRED|||-NONE-|||1

S I think a carrier of a known genetic risk should not be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||In my opinion ,|||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||has|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||no|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||moral|||REQUIRED|||-NONE-|||1
A 12 13|||R:MORPH|||obligation|||REQUIRED|||-NONE-|||1
A 14 19|||R:OTHER|||inform others|||REQUIRED|||-NONE-|||1

S Genetic testing is a personal choice .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S One should have the full control of his/her information and it is his/her right to decide whether or not to disclose it to some one else .
A 0 1|||R:OTHER|||An individual|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 25|||R:ORTH|||someone|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||his or|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||her|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||1

S As far as I am concerned , when a couple are going to have babies , they are going to run a few tests and see whether their could have some genetic diseases .
A 10 11|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||planning|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||a baby|||REQUIRED|||-NONE-|||0
A 17 20|||R:VERB|||should|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 28 28|||M:NOUN|||child|||REQUIRED|||-NONE-|||0
A 32 33|||R:NOUN:NUM|||disease|||REQUIRED|||-NONE-|||0
A 27 27|||M:OTHER|||or not|||REQUIRED|||-NONE-|||1
A 27 28|||R:PRON|||they|||REQUIRED|||-NONE-|||1

S The results are disclosed to husbands and wifes .
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||husband|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:INFL|||wife|||REQUIRED|||-NONE-|||0
A 3 3|||M:ADV|||then|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||husband|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:INFL|||wife|||REQUIRED|||-NONE-|||1

S This is not the case I am talking about here .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The most obvious reason for those who argue for this opinion is that the relatives of the carrier are at high risk of carrying these diseases .
A 4 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S They have the right to know whether they are at risk .
A 7 7|||M:OTHER|||or not|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Also , telling them the result can let them largely reduce the cost for multiple testing .
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Telling|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN|||truth|||REQUIRED|||-NONE-|||1
A 7 11|||R:OTHER|||prevent|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||unnecessary expense|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||tests|||REQUIRED|||-NONE-|||1

S They can also take immediate measures to reduce the possibility of having this disease .
A 11 12|||R:VERB|||developing|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||action|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||contracting|||REQUIRED|||-NONE-|||1

S If person has a disease C that might be a result of gene A .
A 1 4|||R:WO|||a person has|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||The|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||A|||REQUIRED|||-NONE-|||1
A 4 6|||R:NOUN|||gene|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 14|||R:OTHER|||in a person having disease C|||REQUIRED|||-NONE-|||1

S He runs a test and know that he has the gene AA .
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||tested|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||1
A 10 12|||R:WO|||AA gene|||REQUIRED|||-NONE-|||1

S This means both of his parents has gene A and they are both under high risk of having disease C. They could save the cost of runing two separate tests to see whether they are under high risk of having disease C. If he runs a test and know that he has the gene Aa .
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 33 34|||R:OTHER|||their child|||REQUIRED|||-NONE-|||0
A 34 35|||R:VERB|||would have|||REQUIRED|||-NONE-|||0
A 35 36|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 41 42|||R:NOUN|||C|||REQUIRED|||-NONE-|||0
A 42 43|||U:PREP||||||REQUIRED|||-NONE-|||0
A 43 44|||R:OTHER|||by|||REQUIRED|||-NONE-|||0
A 44 45|||R:VERB:FORM|||running|||REQUIRED|||-NONE-|||0
A 45 46|||R:DET|||one|||REQUIRED|||-NONE-|||0
A 47 48|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 48 49|||R:VERB|||see|||REQUIRED|||-NONE-|||0
A 49 50|||R:PREP|||if|||REQUIRED|||-NONE-|||0
A 52 53|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||, putting|||REQUIRED|||-NONE-|||1
A 10 14|||R:OTHER|||them at|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||developing|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||avoid|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||expense|||REQUIRED|||-NONE-|||1
A 26 29|||R:OTHER|||additional|||REQUIRED|||-NONE-|||1
A 29 30|||R:MORPH|||testing|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB|||determine|||REQUIRED|||-NONE-|||1
A 33 35|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 35 36|||R:OTHER|||not|||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 38 45|||R:OTHER|||exists if just|||REQUIRED|||-NONE-|||1
A 45 46|||R:DET|||one|||REQUIRED|||-NONE-|||1
A 47 52|||R:OTHER|||determines|||REQUIRED|||-NONE-|||1
A 53 53|||M:OTHER|||existence of|||REQUIRED|||-NONE-|||1
A 54 55|||R:ORTH|||AA|||REQUIRED|||-NONE-|||1

S This means one of his parents has gene A and one cost of testing could be saved .
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||one test|||REQUIRED|||-NONE-|||0
A 0 0|||M:PREP|||With|||REQUIRED|||-NONE-|||1
A 0 1|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||knowledge|||REQUIRED|||-NONE-|||1
A 2 2|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||parent|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||possesses|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||expense|||REQUIRED|||-NONE-|||1
A 13 13|||M:ADJ|||additional|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||avoided|||REQUIRED|||-NONE-|||1

S His relatives can then take measures , if this disease can some how be prevented , to stop this disease from taking their lives .
A 6 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||prevent|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Family|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||members|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||explore possible preventative|||REQUIRED|||-NONE-|||1
A 8 15|||R:OTHER|||any|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||prevent|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 22 24|||R:OTHER|||hold|||REQUIRED|||-NONE-|||1

S However , this can also be achieved from personal choice .
A 6 7|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||choices|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||This|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||, however|||REQUIRED|||-NONE-|||1

S One can choose to tell their relatives if they are at risk .
A 3 3|||M:OTHER|||if they want|||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||The|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||option|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||exists|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||inform|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||their potential|||REQUIRED|||-NONE-|||1

S Most people care about their relatives , if there is no serious consequence of telling them so , I assume most of them will tell their relatives to be careful .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB|||inform|||REQUIRED|||-NONE-|||1
A 27 30|||U:OTHER||||||REQUIRED|||-NONE-|||1

S One might also choose to hint or encourage their certain relatives to run a gene test if they are concerned about negative consequences that comes across when they disclose their genetic results .
A 24 25|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||0
A 3 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 14 15|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 17 32|||R:OTHER|||necessary|||REQUIRED|||-NONE-|||1

S There are possible negative consequences that those might face if they disclose their genetic results to their relative .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||R:ADJ|||certain|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||relatives|||REQUIRED|||-NONE-|||1

S If a person is obliged to tell his/her relatives , he or she might be discriminated by those who do not carry this gene .
A 7 7|||M:OTHER|||his or|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 12 13|||U:PRON||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||face|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||discrimination|||REQUIRED|||-NONE-|||1
A 16 24|||R:OTHER|||from certain relatives|||REQUIRED|||-NONE-|||1

S He or she might even be adviced not to get married or have children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||advised|||REQUIRED|||-NONE-|||1
A 7 9|||R:WO|||to not|||REQUIRED|||-NONE-|||1

S For example , if an unmarried person has gene Aa and gene aa is sufficient for a very seriou disease .
A 18 19|||R:SPELL|||serious|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||serious|||REQUIRED|||-NONE-|||1

S After he takes the test and be obliged to tell his relatives , everyone know that he is a carrier .
A 6 6|||M:OTHER|||he will|||REQUIRED|||-NONE-|||0
A 14 14|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 13 13|||M:CONJ|||so|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||1

S So all the married couples go run a test and know they are not carriers.They might subconsiously see him as different and worry that he will find a wife who will carry this gene as well .
A 6 6|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 14 15|||R:ORTH|||carriers. They|||REQUIRED|||-NONE-|||0
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||Have|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||tests|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB|||run|||REQUIRED|||-NONE-|||1
A 14 15|||R:ORTH|||carriers. They|||REQUIRED|||-NONE-|||1
A 19 20|||U:ADV||||||REQUIRED|||-NONE-|||1
A 20 21|||R:MORPH|||differently|||REQUIRED|||-NONE-|||1

S Third , it is hard to define relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If a gene runs in the family , one of the family member test positive , whom does he need to tell .
A 7 8|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||1

S If that is a big family , is he obliged to tell everyone ?
A 0 8|||U:OTHER|||Is|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||if it is a big family|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||1

S Spouses usually have very close relationships , if person A tell his family that he has this gene , his uncle C knows and tells his wife D that he needed to run a test because his cousine has this disease .
A 5 6|||R:NOUN|||relationships.|||REQUIRED|||-NONE-|||0
A 6 8|||U:PUNCT|||If|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||would|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:SVA|||know|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:SVA|||tell|||REQUIRED|||-NONE-|||0
A 27 28|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 29 30|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB:TENSE|||need|||REQUIRED|||-NONE-|||0
A 32 34|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 35 36|||U:PREP||||||REQUIRED|||-NONE-|||0
A 37 38|||R:SPELL|||cousin|||REQUIRED|||-NONE-|||0
A 38 39|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 7 7|||M:CONJ|||so|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||1
A 19 19|||M:ADV|||then|||REQUIRED|||-NONE-|||1
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:TENSE|||needs|||REQUIRED|||-NONE-|||1
A 37 38|||R:SPELL|||cousin|||REQUIRED|||-NONE-|||1

S However wife D is not even under the risk of having this disease .
A 1 1|||M:OTHER|||, the|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||does|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||developing|||REQUIRED|||-NONE-|||1

S Then wife D might tell her mother , who likes to gossip on her way to the theatre .
A 0 1|||R:SPELL|||The|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 17 18|||R:MORPH|||theater|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In less than a week half of the town knows person A has a risked gene , and his family might be a genetically risked family .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 16 17|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 19 19|||M:ADJ|||entire|||REQUIRED|||-NONE-|||0
A 21 21|||M:ADV|||also|||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 25 26|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 18 18|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 24 24|||M:PREP|||at|||REQUIRED|||-NONE-|||1
A 24 25|||R:MORPH|||risk|||REQUIRED|||-NONE-|||1
A 25 26|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Then nobody wants to marry A , or his relatives .
A 2 3|||R:VERB:TENSE|||will want|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||A 's|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||relative|||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||their|||REQUIRED|||-NONE-|||1

S This is the potential consequence if one does not have full control of his/her information , especially when the party that he is obliged to disclose his information to is a potentially large group ( relatives ) .
A 7 10|||R:OTHER|||discloses|||REQUIRED|||-NONE-|||0
A 10 15|||R:OTHER|||their genetic risk|||REQUIRED|||-NONE-|||0
A 18 30|||R:OTHER|||they have|||REQUIRED|||-NONE-|||0
A 31 32|||U:ADV||||||REQUIRED|||-NONE-|||0
A 34 35|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 36 37|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 23 24|||R:MORPH|||obligated|||REQUIRED|||-NONE-|||1
A 34 35|||R:OTHER|||, such as|||REQUIRED|||-NONE-|||1
A 36 37|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S In conclusion , a carrier of a known genetic risk should not be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||1

S Carrier of a known genetic risk should be obligated to tell his or her relatives
A 0 1|||M:DET|||The carrier|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The carrier|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1

S Nowadays , people not only pursuit the comfort of their own life but also a better development of their following generations .
A 5 8|||R:OTHER|||think|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||lives ,|||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||the lives|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||pursue|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||lives ,|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||pursue|||REQUIRED|||-NONE-|||1
A 17 20|||R:OTHER|||for future|||REQUIRED|||-NONE-|||1

S Since the technology of modern society has been so advanced , it becomes possible for people to make decision to take genetic test so as to be clear whether or not they carry genetic risk which can affect their next generation .
A 0 1|||R:OTHER|||Now|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||thanks|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||medicine|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||startling progress|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||genetic|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||testing is|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||reality and|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||predicting|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||future|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||n't|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||far-fetched.|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||Any|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||patient|||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 28 29|||R:ADV|||quickly|||REQUIRED|||-NONE-|||0
A 29 31|||R:OTHER|||and easily understand|||REQUIRED|||-NONE-|||0
A 31 34|||R:OTHER|||their own|||REQUIRED|||-NONE-|||0
A 34 35|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 35 37|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 37 38|||R:OTHER|||also|||REQUIRED|||-NONE-|||0
A 38 40|||R:OTHER|||those facing future|||REQUIRED|||-NONE-|||0
A 40 41|||R:NOUN:NUM|||generations|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 33 33|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 34 35|||R:NOUN|||trait|||REQUIRED|||-NONE-|||1
A 37 38|||R:VERB|||be passed|||REQUIRED|||-NONE-|||1
A 38 38|||M:OTHER|||on to|||REQUIRED|||-NONE-|||1
A 39 41|||R:OTHER|||children|||REQUIRED|||-NONE-|||1

S The debatable question , an ethical dilemma , is that are people responsible for telling their relatives that they carry a known genetic risk ?
A 0 2|||R:OTHER|||It|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||debate|||REQUIRED|||-NONE-|||0
A 7 8|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 8 8|||M:PRON|||what|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||patient 's|||REQUIRED|||-NONE-|||0
A 12 13|||R:MORPH|||responsibility|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||when it comes to|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||informing|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 18 23|||R:OTHER|||their potential|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||at-risk status|||REQUIRED|||-NONE-|||0
A 1 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:ADJ|||ethnic|||REQUIRED|||-NONE-|||1
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||if|||REQUIRED|||-NONE-|||1
A 10 12|||R:WO|||people are|||REQUIRED|||-NONE-|||1
A 24 25|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1

S In my opinion , the responsibility of telling family and relatives is quite obvious .
A 0 1|||R:PREP|||To|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||me|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||it 's obvious. The patient has a|||REQUIRED|||-NONE-|||0
A 6 7|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||tell|||REQUIRED|||-NONE-|||0
A 8 12|||R:OTHER|||loved ones|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||truth|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||it is clear that|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||individual should be|||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||responsible|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S And there are two basic reasons .
A 0 2|||U:CONJ|||There|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 6 6|||M:ADV|||why|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||There|||REQUIRED|||-NONE-|||1

S The first one is the importance of being responsible for your self-wellness and health of your relatives and the second one is being responsible for the next generations .
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||patient|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||'s|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||responsibility|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||their own|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||wellness|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||' health ,|||REQUIRED|||-NONE-|||0
A 20 21|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 23 27|||R:OTHER|||simple protection of future|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||reason|||REQUIRED|||-NONE-|||1
A 11 11|||M:ADJ|||own|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||wellness|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||reason|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 23 24|||R:MORPH|||responsibility|||REQUIRED|||-NONE-|||1
A 25 28|||R:OTHER|||your children|||REQUIRED|||-NONE-|||1

S The awareness of your relatives and families about your genetic risk is good for your self-wellness and health of your relatives .
A 0 4|||U:OTHER|||Your|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||knowing|||REQUIRED|||-NONE-|||0
A 15 15|||M:ADJ|||own|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||wellness|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||Allowing|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||to be aware of|||REQUIRED|||-NONE-|||1
A 15 15|||M:ADJ|||own|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||wellness|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||as well as|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Because if you are carrying that genetic risk , then there is great possibility that your relatives like parents or siblings are carrying the same genetic risk as well .
A 0 1|||M:OTHER|||This is because|||REQUIRED|||-NONE-|||0
A 1 2|||U:PREP||||||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||your|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||increases|||REQUIRED|||-NONE-|||0
A 10 14|||R:OTHER|||the probability|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||, including|||REQUIRED|||-NONE-|||0
A 19 20|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 27 29|||U:ADV||||||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||If|||REQUIRED|||-NONE-|||1
A 3 5|||R:VERB:TENSE|||carry|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:FORM|||carry|||REQUIRED|||-NONE-|||1
A 24 25|||U:ADJ||||||REQUIRED|||-NONE-|||1

S The genetic risk that you carry may or may not affect your health and put you in danger .
A 5 6|||R:VERB:TENSE|||are carrying|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S If you have n't undergone the genetic testing , it 's just odd and fate for what will happen to both of you and your relatives .
A 12 12|||M:PREP|||up to|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||odds|||REQUIRED|||-NONE-|||0
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||will be|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||left|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 15 15|||M:PREP|||as|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||1

S However , if you have undergone and known that you are a carrier , you are responsible for your whole family .
A 6 6|||M:NOUN|||testing|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB|||telling|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||the testing ,|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||1
A 16 16|||M:VERB|||acting|||REQUIRED|||-NONE-|||1
A 16 17|||R:MORPH|||responsibly|||REQUIRED|||-NONE-|||1

S Even though you can not eliminate the risk completely , you can at least try to be alert to avoiding getting the disease .
A 19 20|||R:VERB:FORM|||avoid|||REQUIRED|||-NONE-|||0
A 3 4|||R:CONTR|||ca|||REQUIRED|||-NONE-|||1
A 4 5|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||avoid|||REQUIRED|||-NONE-|||1

S As for those in your family who are more likely to be affected , they can go to the hospital to do the checks regularly .
A 20 22|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP||||||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||People|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||at risk|||REQUIRED|||-NONE-|||1
A 10 15|||R:OTHER|||for infection|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||regular|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||checkups|||REQUIRED|||-NONE-|||1
A 24 25|||U:ADV||||||REQUIRED|||-NONE-|||1

S Therefore , telling the families and the relatives to get prepared for fighting the disease and even prevent to get the disease is your responsibility .
A 8 9|||R:OTHER|||so they can|||REQUIRED|||-NONE-|||0
A 18 20|||U:VERB||||||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||it is your responsibility|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:FORM|||to tell|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||your|||REQUIRED|||-NONE-|||1
A 4 8|||R:OTHER|||family|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||preventing|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1
A 17 20|||R:VERB|||fighting|||REQUIRED|||-NONE-|||1
A 22 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Furthermore , you are also being responsible for your next generations by telling the truth that you are a carrier of a genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||You|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||generation|||REQUIRED|||-NONE-|||1

S If your wife is not aware of the truth and give birth to the baby , it will be possible for your child to carry the same genetic risk as well .
A 10 10|||M:PRON|||she|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||0
A 0 17|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 29 31|||R:OTHER|||if you do n't tell your wife the truth before she gives birth to the baby|||REQUIRED|||-NONE-|||1

S Being the parent , you are not responsible to you next generations , since you allow the genetic risk to be passed on by generation and generation and being aware of it .
A 9 10|||R:DET|||your|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||offspring|||REQUIRED|||-NONE-|||0
A 23 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB|||being|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||for future|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:TENSE|||are allowing|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 25 25|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 25 27|||R:WO|||generation and|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||1

S However , if you tell the truth to your wife and relatives , you offer a chance about whether to have child or not .
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 21 21|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||and risk passing along the genetic risk|||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||the truth|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||are offering|||REQUIRED|||-NONE-|||1
A 15 15|||M:PRON|||them|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||to decide|||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||a|||REQUIRED|||-NONE-|||1

S And if you still decide to have the baby , since the technology has been developed so advanced , it might be possible in the future that the application of altering gene is perfected and widely used , you can then choose to give birth to babies by giving them a brighter future .
A 0 2|||U:CONJ|||If|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 9 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 25 30|||R:OTHER|||use|||REQUIRED|||-NONE-|||0
A 32 45|||R:OTHER|||therapy|||REQUIRED|||-NONE-|||0
A 46 49|||R:OTHER|||avoid|||REQUIRED|||-NONE-|||0
A 49 50|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 50 52|||R:OTHER|||genetic|||REQUIRED|||-NONE-|||0
A 52 53|||R:NOUN|||disease|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 16|||R:VERB|||is advancing|||REQUIRED|||-NONE-|||1
A 17 18|||R:ADV|||quickly|||REQUIRED|||-NONE-|||1
A 26 30|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:FORM|||alter|||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1
A 32 53|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This is the responsibility of being a parent .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S And in my opinion , this seems to be the main purpose of undergoing that genetic testing at the first place .
A 0 2|||U:CONJ|||In|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 9|||R:VERB:FORM|||is|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S As a conclusion , once you have undergone the genetic testing and being aware of carrying some specific genetic risk , there are responsibilities to your relatives , yourself , and your following generations by telling your relatives and families the truth .
A 12 13|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||you|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||carry|||REQUIRED|||-NONE-|||0
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 21 22|||R:PRON|||you|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 23 23|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||responsibility|||REQUIRED|||-NONE-|||0
A 25 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 34 35|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 35 36|||R:VERB|||inform|||REQUIRED|||-NONE-|||0
A 36 40|||R:OTHER|||them of|||REQUIRED|||-NONE-|||0
A 41 42|||R:NOUN|||results|||REQUIRED|||-NONE-|||0
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||In|||REQUIRED|||-NONE-|||1
A 5 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 16|||R:OTHER|||has identified|||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 21 22|||U:PRON||||||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 23 25|||R:OTHER|||carrier|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||has|||REQUIRED|||-NONE-|||1
A 26 27|||R:ADJ|||important|||REQUIRED|||-NONE-|||1
A 28 29|||R:OTHER|||new responsibilities|||REQUIRED|||-NONE-|||1
A 30 33|||R:OTHER|||not only|||REQUIRED|||-NONE-|||1
A 33 35|||R:OTHER|||to themselves but|||REQUIRED|||-NONE-|||1
A 35 36|||R:OTHER|||also|||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 37 38|||R:ADJ|||immediate|||REQUIRED|||-NONE-|||1
A 39 42|||R:OTHER|||extended family members|||REQUIRED|||-NONE-|||1

S To tell or not to tell
A 0 1|||M:PREP|||Whether to|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||inform them ,|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||inform them of the results .|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1

S Consider a case , we decide to undergo genetic testing and have known the result of it .
A 0 4|||R:OTHER|||If|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||have decided|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||now|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||results|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||our tests|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||where one|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||decides|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||now|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||knows|||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S We found that we actually are the genetic risk carrier .
A 0 2|||R:OTHER|||The results of the genetic testing confirmed|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||indeed|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 0 6|||R:OTHER|||They now know they 're|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||at|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||risk.|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||They are a|||REQUIRED|||-NONE-|||1

S Then it becomes troublesome about whether we need to tell our relatives who may carry this genetic risk as well .
A 0 1|||M:OTHER|||We are then|||REQUIRED|||-NONE-|||0
A 1 5|||R:OTHER|||troubled as to|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||inform|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||our|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||relatives of|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||results , as they|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||be|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||at|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||Now|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||question|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||as|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 6 6|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 6 6|||M:ADV|||not|||REQUIRED|||-NONE-|||1
A 6 7|||R:PRON|||one|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||should|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||inform|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||potentially|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||at-risk|||REQUIRED|||-NONE-|||1
A 12 13|||U:PRON||||||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB|||looms|||REQUIRED|||-NONE-|||1
A 15 20|||R:OTHER|||large|||REQUIRED|||-NONE-|||1

S There are really a lot of things we need to consider .
A 2 3|||R:ADV|||so|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||many|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Every choice we have made may have a huge impact on their whole life .
A 3 5|||R:VERB:TENSE|||make|||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||our|||REQUIRED|||-NONE-|||0
A 12 13|||R:ADJ|||entire|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB:TENSE|||make|||REQUIRED|||-NONE-|||1

S As a result , what should we do ?
A 0 5|||U:OTHER|||What|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||as a result|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||So|||REQUIRED|||-NONE-|||1

S Tell them or keep this secret until we die ?
A 0 1|||M:OTHER|||Should we tell|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Many people feel that we should tell our relatives since we really care about their health status .
A 2 3|||R:VERB|||think|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||should|||REQUIRED|||-NONE-|||0
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For example , diabetes is a kind of genetic disease .
A 0 1|||M:OTHER|||Diabetes , for|||REQUIRED|||-NONE-|||0
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||type|||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Once we found we were carrying this genetic risk , it is better for us to tell our family members because they may carry it as well .
A 26 27|||R:OTHER|||well.|||REQUIRED|||-NONE-|||0
A 27 27|||M:OTHER|||Once genetic risk is discovered , notifying immediate and extended family members becomes a necessity. They too may be at risk|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||discover|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||important|||REQUIRED|||-NONE-|||1

S If we tell them , they may start paying more attention to their daily habits like eating less sugar contained food and keeping a good mood .
A 0 2|||R:OTHER|||Armed|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 4 4|||M:NOUN|||knowledge|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||loved ones|||REQUIRED|||-NONE-|||0
A 7 10|||R:OTHER|||even|||REQUIRED|||-NONE-|||0
A 10 14|||R:OTHER|||adopt healthier|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||, such as|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||cutting down on|||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||sugary|||REQUIRED|||-NONE-|||0
A 19 20|||U:VERB||||||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN:NUM|||foods|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||maintaining|||REQUIRED|||-NONE-|||0
A 24 25|||R:ADJ|||positive|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN|||attitude|||REQUIRED|||-NONE-|||0
A 15 21|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||modify|||REQUIRED|||-NONE-|||1
A 23 26|||R:OTHER|||their behavior to reduce their risk|||REQUIRED|||-NONE-|||1

S And it is important for those young people .
A 0 5|||U:OTHER|||For|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||, it 's extremely important|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||It|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||to know|||REQUIRED|||-NONE-|||1

S The earlier we tell them , a better habit they will arise and better for the rest of their lives .
A 1 2|||R:ADV|||sooner|||REQUIRED|||-NONE-|||0
A 2 3|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 3 4|||R:CONTR|||'re|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||aware|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||more|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ|||likely|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||it is that new|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||habits|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||attitudes|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||will|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||benefit|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||health|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||earlier|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||can develop|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||better habits|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||continue|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||them|||REQUIRED|||-NONE-|||1

S What 's more they may undergo genetic test as well to see whether they are carrying it or not which is also better for them .
A 0 3|||R:OTHER|||Furthermore ,|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||testing|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||or not|||REQUIRED|||-NONE-|||0
A 16 19|||R:OTHER|||the gene ,|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||Then ,|||REQUIRED|||-NONE-|||1
A 7 10|||R:OTHER|||testing|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||the gene|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S However , some people may argue that why we want to interfere with their lives ?
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||" Why|||REQUIRED|||-NONE-|||0
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||question|||REQUIRED|||-NONE-|||1
A 15 16|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1

S Sometimes it becomes extremely hard for them to accept this news especially if they are going to know that they or their descendants may have a severe disease like blood disease which is untreatable .
A 0 2|||U:ADV|||It|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||is sometimes|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||when|||REQUIRED|||-NONE-|||0
A 14 17|||U:VERB||||||REQUIRED|||-NONE-|||0
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||find out|||REQUIRED|||-NONE-|||1
A 28 28|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 29 29|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Imagine you are living like a normal person but suddenly one day your relative comes tells you that actually there are some possibilities that you may encounter some disease in the future , what kind of feeling are you going to have ?
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||life|||REQUIRED|||-NONE-|||0
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||0
A 17 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 26 26|||M:ADV|||possibly|||REQUIRED|||-NONE-|||0
A 27 28|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 33 36|||R:OTHER|||how|||REQUIRED|||-NONE-|||0
A 36 38|||R:OTHER|||will|||REQUIRED|||-NONE-|||0
A 39 41|||R:VERB|||feel|||REQUIRED|||-NONE-|||0
A 41 42|||R:OTHER|||then|||REQUIRED|||-NONE-|||0
A 1 1|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||possibility|||REQUIRED|||-NONE-|||1
A 33 33|||M:ADV|||then|||REQUIRED|||-NONE-|||1

S It may affect our daily lives and we will think about it every day .
A 3 4|||R:DET|||your|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||life|||REQUIRED|||-NONE-|||0
A 7 8|||R:PRON|||you|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||in such a manner that|||REQUIRED|||-NONE-|||1

S We become so anxious that we can not focus on everything .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 5 6|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 6|||R:OTHER|||Anxiety|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADV|||easily|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||overwhelm|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||until|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||revolves around this one troubling issue|||REQUIRED|||-NONE-|||1

S At the same time , there will also be chances that the genetic test result is not correct which means they are actually wasting their lives worrying about this thing , so actually we are bringing trouble to them .
A 6 9|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||chance|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||the result of|||REQUIRED|||-NONE-|||0
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 18|||R:ADJ|||incorrect|||REQUIRED|||-NONE-|||0
A 20 21|||R:PRON|||we|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||bringing|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 25 26|||R:ADJ|||needless|||REQUIRED|||-NONE-|||0
A 26 27|||R:MORPH|||worry|||REQUIRED|||-NONE-|||0
A 27 39|||R:OTHER|||and wasting their lives|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Testing is|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||not|||REQUIRED|||-NONE-|||1
A 2 4|||R:OTHER|||infallible , however|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||and mistakes|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||can|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||occur. If and|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||when|||REQUIRED|||-NONE-|||1
A 11 14|||R:OTHER|||happens|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 15 19|||R:OTHER|||it|||REQUIRED|||-NONE-|||1
A 20 21|||R:PRON|||we|||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||'ve cursed|||REQUIRED|||-NONE-|||1
A 24 28|||R:OTHER|||them with|||REQUIRED|||-NONE-|||1
A 28 29|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 29 32|||R:OTHER|||lifetime of|||REQUIRED|||-NONE-|||1
A 32 39|||R:OTHER|||misplaced worry|||REQUIRED|||-NONE-|||1

S Personally I feel that we still should take our responsibility to tell them the situation .
A 0 2|||R:WO|||I personally|||REQUIRED|||-NONE-|||0
A 3 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 10|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||Even so|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 3|||M:ADV|||strongly|||REQUIRED|||-NONE-|||1
A 4 5|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||'s|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||patient 's|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||family members|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||truth|||REQUIRED|||-NONE-|||1

S Since this will really affect their lives , what we should do is to try to make it in a positive way .
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||0
A 12 18|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Given|||REQUIRED|||-NONE-|||1
A 1 2|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||life|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||altering|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||nature of|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN|||news|||REQUIRED|||-NONE-|||1
A 8 10|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 10 13|||R:VERB:TENSE|||'s|||REQUIRED|||-NONE-|||1
A 13 13|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||everyone 's|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||best interest|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||approach|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||situation|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||as|||REQUIRED|||-NONE-|||1
A 20 21|||R:MORPH|||positively|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||as possible|||REQUIRED|||-NONE-|||1

S We can not let it go .
A 4 5|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||on as is|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S We should know that although we may affect their lives , we can still let them make correct choices in the future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||It 's important|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||to realize|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||yes ,|||REQUIRED|||-NONE-|||1
A 10 10|||M:VERB|||will be affected|||REQUIRED|||-NONE-|||1
A 11 11|||M:CONJ|||but|||REQUIRED|||-NONE-|||1
A 11 12|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 12 13|||R:CONTR|||'ll|||REQUIRED|||-NONE-|||1
A 13 14|||R:ADV|||also|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||the|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||opportunity to|||REQUIRED|||-NONE-|||1
A 17 18|||R:ADJ|||positive|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||a better|||REQUIRED|||-NONE-|||1

S It is only after we tell them will they start paying attention to their health .
A 7 7|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 7 9|||R:WO|||they will|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Only|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||the knowledge of|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||potential|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||risk|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||bring about a beneficial new|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||focus|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1

S They will consider whether to give a birth to a new baby because of this genetic problem and they will start finding ways to try to avoid their baby to carry this genetic risk as well .
A 4 4|||M:OTHER|||or not|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 23 25|||U:VERB||||||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB|||help|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB|||avoid|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB:FORM|||carrying|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Once informed , they|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||think|||REQUIRED|||-NONE-|||1
A 3 4|||R:ADV|||differently|||REQUIRED|||-NONE-|||1
A 4 5|||R:PART|||about|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||bringing children|||REQUIRED|||-NONE-|||1
A 8 17|||R:OTHER|||into the world.|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||Perhaps|||REQUIRED|||-NONE-|||1
A 19 20|||R:CONTR|||'ll|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||approach|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN|||situation|||REQUIRED|||-NONE-|||1
A 23 26|||R:OTHER|||with an extra level of|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||caution and|||REQUIRED|||-NONE-|||1
A 27 28|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 28 29|||R:NOUN|||eye|||REQUIRED|||-NONE-|||1
A 29 36|||R:OTHER|||on prevention|||REQUIRED|||-NONE-|||1

S They always have a choice about whether to undergo the genetic test or not .
A 7 7|||M:OTHER|||or not|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||No|||REQUIRED|||-NONE-|||1
A 1 2|||R:ADV|||matter|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||what ,|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 5 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||tested|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||is theirs|||REQUIRED|||-NONE-|||1

S Maybe after we tell them , they will go for it and know more about themselves .
A 10 11|||R:OTHER|||the test|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||learn|||REQUIRED|||-NONE-|||0
A 0 5|||R:OTHER|||Perhaps once they know|||REQUIRED|||-NONE-|||1
A 7 8|||R:CONTR|||'ll|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||opt|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||testing|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||the self|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||discovery it brings|||REQUIRED|||-NONE-|||1

S I know it will have a huge impact on them , but we should know that they are our loved ones , we need to tell them and help them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 3 5|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||our obligation|||REQUIRED|||-NONE-|||1
A 8 9|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||1
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 12 13|||U:PRON||||||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB|||tell|||REQUIRED|||-NONE-|||1
A 15 18|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||and help|||REQUIRED|||-NONE-|||1
A 22 23|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 23 25|||R:OTHER|||even if it|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB|||will|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 27 28|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 28 29|||R:OTHER|||huge impact on|||REQUIRED|||-NONE-|||1

S A genetic risk carrier should be obliged to tell
A 9 9|||M:OTHER|||others .|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1

S Genetic testing will be conducted when the individual is at risk of some possible disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Once the test is done , whether the results should be open to his or her relatives has caused social extensive controversy .
A 19 19|||M:ADJ|||much|||REQUIRED|||-NONE-|||0
A 20 21|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||There|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||extensive social controversy as to|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||or not|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||revealed|||REQUIRED|||-NONE-|||1
A 17 22|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Some say it is a kind of invasion of privacy for the carrier and should be protected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||the carrier should be protected because|||REQUIRED|||-NONE-|||1
A 4 7|||R:OTHER|||an|||REQUIRED|||-NONE-|||1
A 10 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S He or she has the right not to tell anyone .
A 0 1|||U:PRON||||||REQUIRED|||-NONE-|||0
A 1 2|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 2 3|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||no one , if so desired|||REQUIRED|||-NONE-|||0
A 6 8|||R:WO|||to not|||REQUIRED|||-NONE-|||1

S However , in my opinion , it is the obligation of a carrier of a known genetic risk to tell his or her relatives about his or her actual situation .
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB|||is obligated|||REQUIRED|||-NONE-|||0
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 27|||R:OTHER|||the truth of|||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||their|||REQUIRED|||-NONE-|||0
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 27 28|||R:DET|||their|||REQUIRED|||-NONE-|||1

S This essay will illustrate in two aspects .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 4|||M:PRON|||it|||REQUIRED|||-NONE-|||1

S First of all , it can be an alert for the family members of the patient and let them be aware of the possible disease that they may also have .
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 26|||R:OTHER|||to a disorder|||REQUIRED|||-NONE-|||0
A 28 29|||R:ADV|||eventually|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB|||face|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||it will|||REQUIRED|||-NONE-|||1

S As we all know , genetic risk carriers are likely to pass the genetics to their family members .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||traits|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||other|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Once one person in the family is found to be carrying risky genetic , other members in his or her family may also have the risk of disease .
A 9 11|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 13 13|||M:NOUN|||risk factors|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 20|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 25 25|||M:ADJ|||same|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||factors|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 13 13|||M:NOUN|||risk|||REQUIRED|||-NONE-|||1

S Some of the diseases may not show symptoms until the carrier is old enough .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||older|||REQUIRED|||-NONE-|||0
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||older|||REQUIRED|||-NONE-|||1

S Therefore , telling the relatives about the situation may avoid a lot of trouble in this way and save much time for proper treatment .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||disease|||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 20|||R:ADJ|||more|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 18 20|||R:OTHER|||allow|||REQUIRED|||-NONE-|||1

S Sometimes life may even be saved if they are told early and conduct timely treatment .
A 1 2|||R:OTHER|||lives|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||enough to|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||enough to get|||REQUIRED|||-NONE-|||1

S So for the consideration for the other family members , the relatives should be informed .
A 0 2|||R:OTHER|||In|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 1 1|||M:PREP|||out|||REQUIRED|||-NONE-|||1
A 1 2|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1

S Secondly , it can avoid genetic disease passed to the next generation when they intend to have babies .
A 2 3|||R:OTHER|||families|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||, should|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||children|||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 3|||R:PRON|||This|||REQUIRED|||-NONE-|||1
A 4 4|||M:VERB|||help|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||diseases|||REQUIRED|||-NONE-|||1

S They should let their spouse know about his or her situation before marriage .
A 4 4|||M:ADJ|||potential|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||prior to|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S They need to ask for doctor 's advice before they plan to have a baby .
A 3 4|||R:VERB|||seek|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||planning|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Some genetic gene will pass only to boys rather than girls , some are on the contrary .
A 2 3|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||0
A 8 12|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||only|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||girls|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||vice|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||versa|||REQUIRED|||-NONE-|||1

S If the carrier refuses to tell the truth to his or her spouse , another life may have risk of inheriting the genetic disease .
A 3 4|||R:VERB|||does|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||not|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||disclose|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||information|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 17 18|||U:VERB||||||REQUIRED|||-NONE-|||1
A 19 20|||U:PREP||||||REQUIRED|||-NONE-|||1

S I noticed a real story on newspaper years ago .
A 3 4|||R:ADJ|||true|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||this|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||read|||REQUIRED|||-NONE-|||1
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 5 5|||M:PREP|||like|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||this|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1

S A couple in China have a son of 5 years old .
A 5 9|||R:OTHER|||five|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||year|||REQUIRED|||-NONE-|||0
A 11 11|||M:NOUN|||son|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||who was five|||REQUIRED|||-NONE-|||1

S Their son unfortunately fell ill and he was diagnosis a kind of genetic disease which is very serious .
A 0 1|||M:OTHER|||Unfortunately , their|||REQUIRED|||-NONE-|||0
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 7|||U:PRON||||||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||diagnosed|||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||very|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||serious|||REQUIRED|||-NONE-|||0
A 14 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||diagnosed|||REQUIRED|||-NONE-|||1
A 9 9|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1

S They were told that the wife 's family was carrying the polygenetic disorder and can pass only to boys rather than girls .
A 14 14|||M:OTHER|||that it|||REQUIRED|||-NONE-|||0
A 19 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 10|||R:VERB:TENSE|||carried|||REQUIRED|||-NONE-|||1
A 14 16|||R:VERB:TENSE|||passed|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1

S Therefore their son was inherited the genetic disease .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 0 2|||U:ADV|||Their|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1

S However , the wife actually had already known about the polygenetic disorder before the marriage and she did not tell her husband .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||knew|||REQUIRED|||-NONE-|||1
A 15 16|||R:CONJ|||but|||REQUIRED|||-NONE-|||1

S The son was died after one year 's treatment and the couple got divorced later after that .
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:POSS|||of|||REQUIRED|||-NONE-|||0
A 15 16|||U:PREP||||||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||on|||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||Their|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||after that|||REQUIRED|||-NONE-|||1
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S If the wife had not hind the truth and asked for doctor 's advice before they have baby , the tragic would not happen .
A 5 6|||R:VERB|||hidden|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||having|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||tragedy|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||have happened|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||hidden|||REQUIRED|||-NONE-|||1
A 9 9|||M:ADV|||instead|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||tragedy|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||have happened|||REQUIRED|||-NONE-|||1

S In a nutshell , a carrier of a known genetic risk has the responsibility to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On the one hand , it can tell members of the carrier 's family the possible disease they may have and can perform treatment in time if possible .
A 5 6|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||their|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB|||be carrying|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||obtain|||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On the other hand , it may pass the disease to the next generation if the carrier hides the truth .
A 5 6|||R:OTHER|||the carrier|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||he|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||or she|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||if the carrier hides the truth they|||REQUIRED|||-NONE-|||1
A 14 20|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Nowadays , with the advancement of technology , it is easy to do a genetic testing .
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||advancements|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1

S We can not deny that the genetic testing really helps people a lot when they face the disorder problem .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||are facing|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||a medical|||REQUIRED|||-NONE-|||0
A 18 19|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||a genetic|||REQUIRED|||-NONE-|||1

S However , I thought that the genetic information is one person 's personal privacy which should be protected by the law .
A 3 4|||R:VERB:TENSE|||think|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||individual|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||think|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 12 13|||R:ADJ|||private|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||information|||REQUIRED|||-NONE-|||1

S Therefore , I thought a known genetic risk should not be obligated to tell his or her family or relatives .
A 3 4|||R:OTHER|||think someone with|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||think|||REQUIRED|||-NONE-|||1

S There are three reasons as follows .
A 3 4|||R:NOUN|||factors|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||led me to this conclusion|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||The|||REQUIRED|||-NONE-|||1
A 1 4|||R:WO|||three reasons are|||REQUIRED|||-NONE-|||1

S Firstly , the information concerning to the genetic is something personally which is also a privacy like people 's bank card key .
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||person with a|||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||risk factor|||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||personal|||REQUIRED|||-NONE-|||0
A 11 11|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||should|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||be kept|||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||as confidential|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||one|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||ATM|||REQUIRED|||-NONE-|||0
A 20 22|||R:NOUN|||PIN|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||genetic|||REQUIRED|||-NONE-|||1
A 4 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||R:MORPH|||personal|||REQUIRED|||-NONE-|||1
A 11 11|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||private ,|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||one|||REQUIRED|||-NONE-|||1

S Other people should not be told without the person 's permission even though they are his or her family or relatives .
A 5 6|||R:OTHER|||given this information|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||might be|||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||, even family or relatives ,|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||individual|||REQUIRED|||-NONE-|||1
A 11 21|||U:OTHER||||||REQUIRED|||-NONE-|||1

S The government should set the law to protect this kind of privacy .
A 0 1|||M:OTHER|||I believe the|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||pass|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||laws|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB|||ensuring|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||information|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||protected|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||implement|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||laws|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||the genetic information and keep it|||REQUIRED|||-NONE-|||1
A 11 12|||R:MORPH|||private|||REQUIRED|||-NONE-|||1

S Once people 's genetic information is told to other people .
A 10 10|||M:OTHER|||, irreversible damage may be done|||REQUIRED|||-NONE-|||0
A 10 11|||R:PUNCT|||,|||REQUIRED|||-NONE-|||1

S They may know the person 's potential disabled disease or other bad things naturally .
A 6 7|||R:MORPH|||potentially|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||disabling|||REQUIRED|||-NONE-|||0
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||disability ,|||REQUIRED|||-NONE-|||1

S They may set a bias on this person even abandon his or her .
A 2 3|||R:VERB|||be|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:FORM|||biased|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||against|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||abandoning|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 12 13|||R:PRON|||him|||REQUIRED|||-NONE-|||0
A 10 11|||R:PRON|||him|||REQUIRED|||-NONE-|||1

S People do not have the ability to choose their gene , they should not be thought badly because of bad gene .
A 11 11|||M:ADV|||so|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB|||treated|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||genetics|||REQUIRED|||-NONE-|||1
A 10 11|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 16 16|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||genes|||REQUIRED|||-NONE-|||1

S So I think whatever the genetic is or whether the gene is match with their parents , it should not be told to anyone even his or her family or relatives .
A 0 1|||U:ADV||||||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||matched|||REQUIRED|||-NONE-|||0
A 0 1|||U:ADV||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||genetics|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||are ,|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||anyone.|||REQUIRED|||-NONE-|||1
A 24 24|||M:ADV|||Not|||REQUIRED|||-NONE-|||1

S Secondly , the carrier of a known genetic risk may destroy the peace of a family even broken the relation between children with the adult .
A 17 18|||R:VERB:TENSE|||break|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||relationship|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 16 16|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||break|||REQUIRED|||-NONE-|||1
A 19 20|||R:MORPH|||relationship|||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||child|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||and|||REQUIRED|||-NONE-|||1

S Once his or her family or relatives know that the person does not have the relation with them .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||, then|||REQUIRED|||-NONE-|||0
A 11 11|||M:ADV|||usually|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||any|||REQUIRED|||-NONE-|||0
A 1 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 14|||R:OTHER|||carries|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 15 16|||R:ADJ|||genetic|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||risk|||REQUIRED|||-NONE-|||1

S However happy they were before , there would be some barrier appears which will truly destroy the family gradually .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||barriers|||REQUIRED|||-NONE-|||1
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1

S The relationship between the parents and their children should not be tested only in the genetic way ; it is something much deeper and tighter .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||is deeper and tighter and|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||by|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||genetics|||REQUIRED|||-NONE-|||0
A 16 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1

S The parents give knowledge and love to the children , meanwhile they feel happy with the accompany of the children .
A 2 4|||R:OTHER|||teach|||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||while feeling|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||just in|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||company|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Parents|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||parents|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||company|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||1

S The children rely the parent to live .
A 0 2|||U:DET|||Children|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADV|||just|||REQUIRED|||-NONE-|||0
A 3 3|||M:PREP|||on|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||parents|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADV|||also|||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||on|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||1

S When they grow up , they take care of the old parents and thank for their dedication .
A 5 6|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 6 6|||M:NOUN|||children|||REQUIRED|||-NONE-|||0
A 14 14|||M:PRON|||them|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||their|||REQUIRED|||-NONE-|||1
A 13 13|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||thankful|||REQUIRED|||-NONE-|||1

S The relation between parents and children is something about love and dedication .
A 7 8|||R:OTHER|||built|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||around|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||all|||REQUIRED|||-NONE-|||1

S Everyone does not want to see the scene of the broken family due to the carrier of a known genetic risk .
A 0 1|||R:OTHER|||No|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||one|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||wants|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||No|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 2 4|||R:OTHER|||wants|||REQUIRED|||-NONE-|||1
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||that is|||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||one being|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Therefore , I think a known genetic risk should not be obligated to tell his or her family or relatives without the person 's permission .
A 11 12|||R:VERB|||required|||REQUIRED|||-NONE-|||0
A 18 19|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Finally , the technology of testing the gene is not very mature now .
A 10 10|||M:ADV|||currently|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||0
A 11 12|||R:ADJ|||accurate|||REQUIRED|||-NONE-|||1

S There also exists some probability of wrong testing .
A 1 2|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||still|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||possibility|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||errors in tests|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||the test being|||REQUIRED|||-NONE-|||1
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1

S If the wrong testing was not found by the doctor , the family and the children may be sad and have a struggling life for their whole life .
A 2 4|||R:OTHER|||errors with tests|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||realized|||REQUIRED|||-NONE-|||0
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 21|||R:OTHER|||feel|||REQUIRED|||-NONE-|||0
A 22 23|||R:MORPH|||struggle|||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 26 27|||R:ADJ|||entire|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||test result|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||time|||REQUIRED|||-NONE-|||1

S Therefore I think a know genetic risk should not be obligated to tell his or her family or relatives .
A 0 1|||R:ADV|||So|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||avoid this hardship , if|||REQUIRED|||-NONE-|||0
A 4 4|||M:NOUN|||doctor|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||there is a|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||, he|||REQUIRED|||-NONE-|||0
A 8 9|||R:CONTR|||n't|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||feel|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 3|||M:OTHER|||a person with|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:FORM|||known|||REQUIRED|||-NONE-|||1

S Therefore , considering the people 's privacy and the existence of wrong testing , for the peace of the family , I support that a know genetic risk should not be obligated to tell his or her family or relatives without the person 's permission .
A 2 16|||R:OTHER|||to retain|||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 28|||R:OTHER|||doctor|||REQUIRED|||-NONE-|||0
A 29 30|||R:CONTR|||n't|||REQUIRED|||-NONE-|||0
A 34 37|||R:OTHER|||the patients|||REQUIRED|||-NONE-|||0
A 38 40|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 42 44|||R:OTHER|||patients|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||person|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||test results|||REQUIRED|||-NONE-|||1
A 23 23|||M:OTHER|||the idea|||REQUIRED|||-NONE-|||1
A 24 24|||M:OTHER|||a person with|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:FORM|||known|||REQUIRED|||-NONE-|||1
A 41 42|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 42 44|||U:OTHER||||||REQUIRED|||-NONE-|||1

S A Carrier of a Known Genetic Risk Should be Obligated to Tell His or Her Relatives
A 0 3|||R:OTHER|||Instead , the patient carrying|||REQUIRED|||-NONE-|||0
A 4 7|||R:ORTH|||known genetic risk|||REQUIRED|||-NONE-|||0
A 7 12|||R:VERB|||should tell|||REQUIRED|||-NONE-|||0
A 12 16|||R:OTHER|||his family .|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||carrier|||REQUIRED|||-NONE-|||1
A 4 8|||R:ORTH|||known genetic risk should|||REQUIRED|||-NONE-|||1
A 9 10|||R:ORTH|||obligated|||REQUIRED|||-NONE-|||1
A 11 13|||R:ORTH|||tell his|||REQUIRED|||-NONE-|||1
A 14 16|||R:ORTH|||her relatives|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1

S More and more illness are discovered to be related to some genes with the development of the medical technology .
A 0 1|||M:OTHER|||With the development of medical technology , more|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||illnesses|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||certain|||REQUIRED|||-NONE-|||0
A 12 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||illnesses|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||genetics|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S People will know about whether they carry a disease on their genes after they have done the genetic test .
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB:TENSE|||doing|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||genetic predisposition|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||certain|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||diseases|||REQUIRED|||-NONE-|||1

S If there is no problem , that will be wonderful .
A 0 1|||M:OTHER|||It will be wonderful if|||REQUIRED|||-NONE-|||0
A 5 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||the test discovers|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1

S However , not everybody is so lucky that they can make sure they do not carry any disease genes .
A 3 4|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||will be|||REQUIRED|||-NONE-|||0
A 7 14|||R:OTHER|||as to|||REQUIRED|||-NONE-|||0
A 5 6|||U:ADV||||||REQUIRED|||-NONE-|||1
A 7 14|||R:OTHER|||enough to|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||disease-prone|||REQUIRED|||-NONE-|||1

S Therefore , once people find they have carried the disease genes , they should be responsible to tell their relatives , at least their family members .
A 0 3|||U:OTHER|||Once|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||someone|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||finds|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB:TENSE|||carry|||REQUIRED|||-NONE-|||0
A 12 13|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 20 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Once|||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||genetic predisposition for a|||REQUIRED|||-NONE-|||1
A 10 11|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 16 17|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:FORM|||telling|||REQUIRED|||-NONE-|||1
A 21 21|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 24 24|||M:ADJ|||immediate|||REQUIRED|||-NONE-|||1

S It may be awkward and embarrassed for a person to tell relatives that he or she is a carrier of a known genetic risk .
A 5 6|||R:MORPH|||embarrassing|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||embarrassing|||REQUIRED|||-NONE-|||1

S But they are all from one family and own the same forefather , then of course they own the same genes in some part .
A 8 9|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||;|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 13 14|||R:ADV|||therefore|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||have some of|||REQUIRED|||-NONE-|||1
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Therefore there is nothing to be shy for or be afraid of .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||no reason|||REQUIRED|||-NONE-|||1
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||1
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||1
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||1

S If the person tell their relatives that he or she carries a disease gene , his or her relatives can go to hospital to check whether they also get a disease gene .
A 3 4|||R:VERB:SVA|||tells|||REQUIRED|||-NONE-|||0
A 22 22|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB|||have|||REQUIRED|||-NONE-|||1

S Then the relatives can prepare themselves to prevent the disease to occur .
A 10 11|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||occurring|||REQUIRED|||-NONE-|||0
A 10 11|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||occurring|||REQUIRED|||-NONE-|||1

S Also they can prevent the disease going to their offspring .
A 6 7|||R:OTHER|||from passing|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||from|||REQUIRED|||-NONE-|||1

S If the relatives carry that disease gene , they can share the experience with him or her and give some help , they will also teach him or her how to communicate with others about this issue .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||advice|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 26 27|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 27 28|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 28 29|||U:DET||||||REQUIRED|||-NONE-|||0
A 35 36|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 36 37|||R:NOUN|||disease|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||help.|||REQUIRED|||-NONE-|||1
A 21 23|||U:PUNCT|||They|||REQUIRED|||-NONE-|||1

S If he or her not get married , he or she must tell his or her partner that he carries disease gene .
A 1 2|||R:SPELL|||the|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||person|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||gets|||REQUIRED|||-NONE-|||0
A 8 9|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 9 10|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 10 11|||U:PRON||||||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 18 19|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:SVA|||carry|||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:PRON|||she|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||gets|||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||or she|||REQUIRED|||-NONE-|||1
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Then they can have a healthy baby with the help of the doctors .
A 0 2|||U:ADV|||They|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||may be|||REQUIRED|||-NONE-|||0
A 3 3|||M:ADJ|||able|||REQUIRED|||-NONE-|||0
A 0 3|||R:WO|||They can then|||REQUIRED|||-NONE-|||1

S Or else , if he holds back the genetic risk , they may have a unhealthy baby and may cause the death of the baby or end of their marriage .
A 0 4|||U:OTHER|||If|||REQUIRED|||-NONE-|||0
A 4 5|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||do hold|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||information|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||risk having|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||or|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||and possibly the|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Otherwise|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||an|||REQUIRED|||-NONE-|||1

S There is a story I watched on TV .
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||saw|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S A couple did not have a child after their marriage for a long time , their parents were anxious about that and asked them to go to hospital to check what was the problem .
A 0 8|||U:OTHER|||After|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||being|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||married|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||some|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||couple 's|||REQUIRED|||-NONE-|||0
A 17 23|||R:OTHER|||encouraged|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||see a doctor about not being able|||REQUIRED|||-NONE-|||0
A 29 32|||R:OTHER|||have|||REQUIRED|||-NONE-|||0
A 32 33|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN|||child|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||being|||REQUIRED|||-NONE-|||1
A 9 10|||R:MORPH|||married|||REQUIRED|||-NONE-|||1

S After came back from the hospital , the man told his parents that the problem was that he carried a disease gene so that they can not have a baby in their life time .
A 1 6|||R:OTHER|||consultation|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||husband|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||he|||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||would never be able to|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||have|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||child with his wife|||REQUIRED|||-NONE-|||0
A 22 24|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 24 25|||R:PRON|||he|||REQUIRED|||-NONE-|||0
A 25 28|||R:OTHER|||had|||REQUIRED|||-NONE-|||0
A 29 31|||R:OTHER|||gene|||REQUIRED|||-NONE-|||0
A 31 32|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 32 34|||R:OTHER|||carried a disease|||REQUIRED|||-NONE-|||0
A 1 1|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||1

S The woman did not know the test result , but she overheard the talk and decided to divorce with her husband .
A 0 1|||M:PREP|||Although the|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||wife|||REQUIRED|||-NONE-|||0
A 6 6|||M:ADJ|||actual|||REQUIRED|||-NONE-|||0
A 9 10|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||husband telling his parents|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||she wanted|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 18 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||1

S After got the divorce certificate , the man showed her the test report ; it wrote that the woman carried the disease gene instead of the man .
A 1 2|||U:VERB||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||was issued|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||his ex-wife|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||was|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||she , instead , who|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:FORM|||diseased|||REQUIRED|||-NONE-|||0
A 23 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||said|||REQUIRED|||-NONE-|||1

S At that time , the woman known how much her husband loved her but she ruined her happiness .
A 6 7|||R:VERB:TENSE|||knew|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||knew|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||he|||REQUIRED|||-NONE-|||1

S Tears showed nothing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||could fix|||REQUIRED|||-NONE-|||1

S People can not avoid carrying the disease genes , which they born with .
A 11 11|||M:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||1

S However , they can avoid the disease genes being inhered to their children .
A 4 5|||R:VERB|||prevent|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||inherited|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||by|||REQUIRED|||-NONE-|||1

S By telling their relatives that they may have a risk of carrying the disease gene can make their family members bond closely , also many risks and conflicts can be avoided .
A 15 15|||M:OTHER|||, they|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||help|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||Telling|||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Genetic testing has become a beneficial way to predict and protect each individual at risk for a disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 4|||R:VERB|||is|||REQUIRED|||-NONE-|||1

S However , there rises a family-related ethical dilemma if it is right to tell a carrier 's family once the test has been conducted and the results are known .
A 8 9|||R:PREP|||whether|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 8 13|||R:OTHER|||regarding|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||1

S I am most inclined to believe that his or her relatives have the rights to know the result .
A 13 14|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||0
A 1 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||carrier 's|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||results|||REQUIRED|||-NONE-|||1

S The answer is simply that everyone , especially our family , has the right to know the truth .
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Everone in the|||REQUIRED|||-NONE-|||1
A 1 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||1

S Though it is said that genetic testing involves emotional and social risks due to the test results , while the potential negative impacts of the risk still exist , the consequence will be significant if other members of his or her family do not know .
A 18 18|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||It|||REQUIRED|||-NONE-|||1
A 12 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||do|||REQUIRED|||-NONE-|||1
A 29 29|||M:ADV|||however|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN:NUM|||consequences|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 33 34|||R:MORPH|||significantly|||REQUIRED|||-NONE-|||1
A 34 34|||M:ADJ|||more|||REQUIRED|||-NONE-|||1
A 38 40|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 40 41|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 42 43|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||1

S Then they are unable to have a suitable method to protect themselves and emotional preparations .
A 2 3|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||0
A 4 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||prepare|||REQUIRED|||-NONE-|||0
A 14 15|||R:ADV|||emotionally|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||There|||REQUIRED|||-NONE-|||1
A 3 3|||M:ADV|||not|||REQUIRED|||-NONE-|||1
A 3 4|||R:ADJ|||able|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||, including|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||emotionally|||REQUIRED|||-NONE-|||1
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Taking Angeline Jolie for example , she is famous but she still revealed the truth about her genetic testing on the development of her breast cancer risk .
A 0 1|||R:VERB:FORM|||Take|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||Angelina|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB:FORM|||Take|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||regarding|||REQUIRED|||-NONE-|||1

S Everything is not that bad if you know how to look at the bright side with hope .
A 1 2|||R:VERB|||will|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||seem as|||REQUIRED|||-NONE-|||0
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:ADJ:FORM|||brighter|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People may feel angry , depressed , or even guilty about their results .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In some cases , a carrier can suffer tension within a family because the result is also related to the others ' risk somehow .
A 5 6|||R:NOUN|||person|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||0
A 20 22|||R:NOUN:POSS|||other 's|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||since|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:TENSE|||can be|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||risk|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , I believe it is just a usual reaction to this situation .
A 12 13|||R:NOUN|||risk|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ|||normal|||REQUIRED|||-NONE-|||1

S In addition , though it can be possible in some cases that he or she and the family can undergo specific discrimination in employment and their social life , how people can face more dramatic tragedy such as sickness or death if they can not even overcome this harsh situation .
A 0 4|||U:OTHER|||Though|||REQUIRED|||-NONE-|||0
A 8 19|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||0
A 30 32|||R:WO|||can people|||REQUIRED|||-NONE-|||0
A 33 35|||R:OTHER|||worse|||REQUIRED|||-NONE-|||0
A 36 36|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 41 41|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 45 46|||U:ADV||||||REQUIRED|||-NONE-|||0
A 47 50|||R:OTHER|||these things|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||while|||REQUIRED|||-NONE-|||1
A 5 7|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||an|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||individual|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||experience|||REQUIRED|||-NONE-|||1
A 22 22|||M:CONJ|||either|||REQUIRED|||-NONE-|||1
A 24 25|||R:CONJ|||or|||REQUIRED|||-NONE-|||1
A 25 25|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 29 30|||U:ADV||||||REQUIRED|||-NONE-|||1
A 34 35|||R:ADJ|||severe|||REQUIRED|||-NONE-|||1
A 35 38|||R:OTHER|||consequences , including|||REQUIRED|||-NONE-|||1
A 41 41|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 45 46|||U:ADV||||||REQUIRED|||-NONE-|||1

S Life is hard but people can not blame it on being unfair .
A 8 9|||R:OTHER|||life|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||can be|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||difficult at times ,|||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB|||place|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||or feel|||REQUIRED|||-NONE-|||1
A 9 11|||R:VERB:FORM|||is|||REQUIRED|||-NONE-|||1

S It is just because that you do not become strong enough to overcome the hard time .
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||times|||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||You|||REQUIRED|||-NONE-|||1
A 6 9|||R:OTHER|||must|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||find|||REQUIRED|||-NONE-|||1
A 11 11|||M:NOUN|||strength|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||times|||REQUIRED|||-NONE-|||1

S Furthermore , living with a secret is not a good sensation , especially if the situations of other relatives become worse , you should feel guilty and depressed .
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 21 22|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||feeling|||REQUIRED|||-NONE-|||1
A 20 21|||R:ADJ|||worse.|||REQUIRED|||-NONE-|||1
A 21 23|||U:PUNCT|||You|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1

S Moreover , the truth can not be hidden forever but when it is revealed , more shocking and upset it will be .
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADV|||the longer|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||kept a secret|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 22 22|||M:OTHER|||when the truth is revealed|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||;|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||it will be|||REQUIRED|||-NONE-|||1
A 18 22|||R:OTHER|||upsetting|||REQUIRED|||-NONE-|||1

S As the result , it is in the interests of the carriers and their relatives , telling the genetic testing result is needed .
A 8 8|||M:ADJ|||best|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||reveal|||REQUIRED|||-NONE-|||0
A 18 18|||M:OTHER|||results of|||REQUIRED|||-NONE-|||0
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||tell the results of|||REQUIRED|||-NONE-|||1
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Last but not least , though genetic testing is a personal matter , telling the result to your family can improve and develop understanding and sympathy of each other as well as promoting awareness of taking care of everyone 's health .
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 24|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 26 27|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 38 39|||R:NOUN|||one|||REQUIRED|||-NONE-|||0
A 32 33|||R:VERB:FORM|||promote|||REQUIRED|||-NONE-|||1

S That plays an important role in the possibility that relatives can overcome the discrimination of the society and anxiety about the risks .
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1

S To put it in the nutshell , I believe that people should have the obligation to tell their relatives about the genetic testing result for the good of their health .
A 0 4|||U:OTHER|||In|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 11 12|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 25 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||obligated|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||results|||REQUIRED|||-NONE-|||1

S It can be very difficult for them but necessary for the carriers and their family .
A 8 8|||M:VERB|||could be|||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||1

S In addition , emotional preparations and the ways you explain your genetic condition is also important so that you can convey the correct information to your family and relatives and if necessary to guide them if he/she wish to conduct a similar genetic testing .
A 1 2|||R:MORPH|||additional|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||you will need to|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||be|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||emotionally prepared to|||REQUIRED|||-NONE-|||0
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 28 30|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 32 32|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 36 37|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 37 40|||R:VERB|||want|||REQUIRED|||-NONE-|||0
A 40 41|||U:DET||||||REQUIRED|||-NONE-|||0
A 42 43|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||explanations|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 28 28|||M:ADJ|||other|||REQUIRED|||-NONE-|||1
A 28 29|||R:NOUN|||relatives.|||REQUIRED|||-NONE-|||1
A 29 30|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 30 31|||R:ORTH|||If|||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||, you can|||REQUIRED|||-NONE-|||1
A 36 37|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 40 41|||U:DET||||||REQUIRED|||-NONE-|||1

S The Impact Of Social Media
A 0 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media has been playing a vital important role in our lives today .
A 7 8|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 2 5|||R:VERB:TENSE|||plays|||REQUIRED|||-NONE-|||1
A 7 8|||U:ADJ||||||REQUIRED|||-NONE-|||1

S It is almost imposible for us to keep way from it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||impossible|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||away|||REQUIRED|||-NONE-|||1

S I started invoving into Facebook one years ago,when I just arrived singapore .
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||ago , after|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 11 12|||R:ORTH|||Singapore|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||becoming involved|||REQUIRED|||-NONE-|||1
A 3 4|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||year|||REQUIRED|||-NONE-|||1
A 7 8|||R:ORTH|||ago , when|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||at|||REQUIRED|||-NONE-|||1
A 11 12|||R:ORTH|||Singapore|||REQUIRED|||-NONE-|||1

S And now I got over 500 friends on Facebook and buried myself with hundrends of seeds every day .
A 3 4|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||bury|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||hundreds|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||Now|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||I bury|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||hundreds|||REQUIRED|||-NONE-|||1

S We know each others ' status , changements and so on through the social media .
A 3 4|||R:MORPH|||other|||REQUIRED|||-NONE-|||0
A 4 6|||R:WO|||status '|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||changes|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||such|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Through social media , we|||REQUIRED|||-NONE-|||1
A 4 5|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||changes|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S For an example , if we change our contact numbers , we will not send SMS to each of individual any longer .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||a text|||REQUIRED|||-NONE-|||0
A 21 22|||R:ADV|||more|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||because we changed our contact numbers|||REQUIRED|||-NONE-|||1

S Instead , we will post a seed and tag our friends to inform this kind of changments .
A 13 15|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||these|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||changes|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||them|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||changes|||REQUIRED|||-NONE-|||1

S And if you are not on it , you will just get lost .
A 0 2|||U:CONJ|||If|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||tagged|||REQUIRED|||-NONE-|||0
A 8 8|||M:ADV|||then|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADV|||not|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||informed|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||If|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S In certain aspects , social media has brought us quite a lot of convenience .
A 7 8|||R:VERB|||made|||REQUIRED|||-NONE-|||0
A 8 13|||R:OTHER|||it more|||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||conveniences|||REQUIRED|||-NONE-|||1

S It is becoming even more convinient than talking throught the phone since it is free .
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||through|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||because|||REQUIRED|||-NONE-|||1

S We discuss every thing we like and we have more personal space.Our friends also got more access to know what we are doing and what we like .
A 1 1|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 2 4|||R:ORTH|||everything|||REQUIRED|||-NONE-|||0
A 11 12|||R:ORTH|||space. Our|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 1 1|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 2 4|||R:ORTH|||everything|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 11 13|||R:NOUN|||space.|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||Also , our friends have|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||us by knowing|||REQUIRED|||-NONE-|||1
A 21 23|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||1

S And also , we get a chance to talk to public people like popular stars and know their life better .
A 0 2|||U:CONJ|||Also|||REQUIRED|||-NONE-|||0
A 10 11|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB|||get to|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||Also|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||such as|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S In China , a lot of government organizations have open blogs to communicate with people , like firefighters , police stations and so on .
A 21 23|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||etc|||REQUIRED|||-NONE-|||0
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||officers ,|||REQUIRED|||-NONE-|||1

S Socia media allows them to explain to or inform people what is going on .
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PREP|||as to|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB|||happening|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S And actually lots of rescuing jobs are done with the help of social media like looking for people get lost and so on .
A 0 2|||U:CONJ|||Actually|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||, for example ,|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||who are|||REQUIRED|||-NONE-|||0
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||, such as|||REQUIRED|||-NONE-|||1
A 18 18|||M:PRON|||who|||REQUIRED|||-NONE-|||1
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||1

S With more convinient and humanian communications , the relationship between government and people get largely improved .
A 2 3|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||humane|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||human|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||are|||REQUIRED|||-NONE-|||1

S What 's more , various of cultures can be shown to us through social medias .
A 4 4|||M:OTHER|||we can learn|||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||culture|||REQUIRED|||-NONE-|||0
A 7 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||media|||REQUIRED|||-NONE-|||1

S We can know more news and cultures through socia medias .
A 2 3|||R:VERB|||learn|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||about other|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||media|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||learn|||REQUIRED|||-NONE-|||1
A 4 4|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||culture|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN|||media|||REQUIRED|||-NONE-|||1

S From this scope , social media has shorten our distance .
A 7 8|||R:VERB:FORM|||shortened|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||vantage point|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||allowed|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||us to learn more|||REQUIRED|||-NONE-|||1

S However , we get less chance and less importance to talk face to face since social media is so convinient , advanced and interesting .
A 4 5|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||chances|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 7|||R:OTHER|||put|||REQUIRED|||-NONE-|||1
A 9 10|||R:PART|||on|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||talking|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1

S And even we gather together more people find themselves has less topics to talk than before and choose to digging from their social media again .
A 2 2|||M:ADV|||when|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||having|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 19 19|||M:VERB|||start|||REQUIRED|||-NONE-|||0
A 20 21|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||Even|||REQUIRED|||-NONE-|||1
A 2 2|||M:ADV|||when|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||about|||REQUIRED|||-NONE-|||1
A 17 17|||M:ADV|||instead|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||get|||REQUIRED|||-NONE-|||1
A 20 21|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||accounts|||REQUIRED|||-NONE-|||1

S When we are far away , social media makes it as we are infront of each other ; sometimes when we are by each others ' side , we are seem to be further than far away .
A 4 5|||R:OTHER|||apart from each other|||REQUIRED|||-NONE-|||0
A 13 14|||R:ORTH|||in front|||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||, even|||REQUIRED|||-NONE-|||0
A 29 30|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 33 33|||M:ADV|||even|||REQUIRED|||-NONE-|||0
A 34 36|||U:ADV||||||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||seem like|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||close|||REQUIRED|||-NONE-|||1
A 16 17|||R:ADV|||together|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 24 26|||R:NOUN:POSS|||other 's|||REQUIRED|||-NONE-|||1
A 29 30|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 33 35|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This kind of feeling makes people 's relationship not as stable , secure and reliable than before .
A 8 10|||R:ADV|||less|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||as|||REQUIRED|||-NONE-|||1

S Besides , there are more people shwing their pictures of yummy food or travelling experience .
A 6 7|||R:SPELL|||showing|||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||travel|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||showing|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||traveling|||REQUIRED|||-NONE-|||1

S To some extent , this makes our life more luxry and blundering .
A 8 8|||M:VERB|||seem|||REQUIRED|||-NONE-|||0
A 9 10|||R:ADJ|||luxurious|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADJ|||luxurious|||REQUIRED|||-NONE-|||1

S For myself , I am long to some places after I saw those beatiful pictures taken by my firneds .
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||visit|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||see|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||beautiful|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||friends|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB|||visit|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 9 12|||R:OTHER|||where all my friends take|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||beautiful|||REQUIRED|||-NONE-|||1
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Sometimes I even canoot sleep well because of excitement .
A 2 3|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADV|||not|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||my|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||can not|||REQUIRED|||-NONE-|||1
A 5 5|||M:ADV|||very|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||all the|||REQUIRED|||-NONE-|||1

S Social media makes our life patten so fast and left us less time to think about our life .
A 2 3|||R:VERB:TENSE|||has made|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||very|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||leaves|||REQUIRED|||-NONE-|||1

S Social media is becoming more important and we need to think more to make it serve us better and better .
A 7 8|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 8 11|||R:VERB|||will require|||REQUIRED|||-NONE-|||0
A 12 12|||M:NOUN|||thought|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||ensure|||REQUIRED|||-NONE-|||0
A 15 15|||M:VERB|||continues to|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 12 12|||M:NOUN|||ways|||REQUIRED|||-NONE-|||1
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Interpersonal skills , like any other skills requires practice .
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||1

S Besides that , these skills requires time to develop and adapted .
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||Additionally|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||adapt|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||adapt|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||to|||REQUIRED|||-NONE-|||1

S The burgeoning of social media definitely has its stint ; but amongst all good things , it is better to have them in moderation .
A 0 4|||U:OTHER|||Social|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||burgeoning|||REQUIRED|||-NONE-|||0
A 9 10|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||like|||REQUIRED|||-NONE-|||0
A 21 22|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 9 10|||R:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||as|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||with|||REQUIRED|||-NONE-|||1

S Convenience and efficiency are two very important use of social media .
A 7 8|||R:NOUN:NUM|||uses|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||benefits|||REQUIRED|||-NONE-|||1

S While millions of users are connect at any one time , any information can be readily available at their perusal .
A 5 6|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||much|||REQUIRED|||-NONE-|||1

S This improves the connectivity between the users .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For an example , one is able to send notifications and other information we use to have them in hardcopy previously , over the web and the process takes seconds .
A 17 20|||R:OTHER|||to hard|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||copy|||REQUIRED|||-NONE-|||0
A 21 23|||R:PUNCT|||; Over|||REQUIRED|||-NONE-|||0
A 25 26|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||used|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||to be sent|||REQUIRED|||-NONE-|||1
A 21 22|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 26 28|||R:OTHER|||which|||REQUIRED|||-NONE-|||1
A 29 29|||M:ADV|||only|||REQUIRED|||-NONE-|||1

S The receipent,will then receive the information almost immediately depending on the quality of the network .
A 1 3|||R:OTHER|||recipient|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||receives|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||receipent|||REQUIRED|||-NONE-|||1
A 2 2|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1

S This covenience can be percieved as almost in realtime .
A 0 1|||R:OTHER|||It is very|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||because it is|||REQUIRED|||-NONE-|||0
A 4 7|||R:OTHER|||received|||REQUIRED|||-NONE-|||0
A 8 9|||R:ORTH|||real time|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||convenience|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||perceived|||REQUIRED|||-NONE-|||1
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||real-time|||REQUIRED|||-NONE-|||1

S Next , communication are also greatly improved .
A 0 2|||R:OTHER|||The|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 4 7|||R:OTHER|||an improvement|||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||Communications|||REQUIRED|||-NONE-|||1

S In the past , vast communication are done by one of the many such a telegram , snail mail and poor-quality voice calls .
A 4 5|||R:ADJ|||most|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 9 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN|||phone|||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||communications|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 9 13|||R:OTHER|||ways|||REQUIRED|||-NONE-|||1
A 14 14|||M:PREP|||as|||REQUIRED|||-NONE-|||1

S With the welcoming of application such as Skype and Facetime , any individual can phase off most , of the olden days communication methods .
A 0 1|||M:OTHER|||Any individual can now move forward with|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||new|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||like|||REQUIRED|||-NONE-|||0
A 10 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||Face-time|||REQUIRED|||-NONE-|||1
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||day|||REQUIRED|||-NONE-|||1

S Aside from hearing the voice , a webcamera could also be affixed to emulate a 'real ' interaction with expressions and gestures .
A 0 7|||U:OTHER|||A|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||webcam|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||attached|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||a computer and not only will the user hear|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||voice but will have|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||real|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||web-camera|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1

S Communication would have took a different turn without the easily available social media .
A 3 4|||R:VERB:FORM|||taken|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||social media being so|||REQUIRED|||-NONE-|||0
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||taken|||REQUIRED|||-NONE-|||1
A 7 7|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 7 7|||M:ADV|||not|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1

S However , it is a good practice not to intesively use social media all the time .
A 7 9|||R:WO|||to not|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 9|||R:WO|||to not|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||extensively|||REQUIRED|||-NONE-|||1

S Intimate interaction greatly lack in social media interactions , particularly the touch .
A 2 3|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||lacking|||REQUIRED|||-NONE-|||0
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||not found|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||touching|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||one another|||REQUIRED|||-NONE-|||1

S Having to meet and interact for talks allows one to be closer to the recepient .
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||person|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||recipient|||REQUIRED|||-NONE-|||1

S It involves a level of dynamic interaction which utlises the motor , thinking and verbal cortex of the mind to coordinate .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||coordinates|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 21|||U:VERB||||||REQUIRED|||-NONE-|||1

S Unlike the use of social media , most of the interaction is done with thinking and typing .
A 7 7|||M:OTHER|||in which|||REQUIRED|||-NONE-|||0
A 0 8|||U:OTHER|||Most|||REQUIRED|||-NONE-|||1
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S As a result , one does not train the necessarily parts of the skills required for a proper interpersonal relations .
A 7 8|||R:VERB|||obtain|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||necessary|||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:ADV|||n't necessarily|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||to use|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 11 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1

S It is also entire incorrect to fault social media alone for the lack of interpersonal skill .
A 3 4|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||entirely|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||blame|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1

S Howard Garner studied the effect of multiple intelligences amongst people and stated that interpersonal intelligence is a form of skills on its own - some has it , some does not .
A 16 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||skill|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 28 28|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||0
A 8 8|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||among|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||, he realized that some have it|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||some do not and|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||skill|||REQUIRED|||-NONE-|||1
A 20 20|||M:VERB|||developed|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||itw|||REQUIRED|||-NONE-|||1
A 23 31|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Howard Garner mentioned that the different intelligences can be charted , in accordance of utilising tests , and ranked .
A 9 9|||M:OTHER|||ranked and|||REQUIRED|||-NONE-|||0
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||which|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||were|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADJ|||utilised|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||in utilising tests ,|||REQUIRED|||-NONE-|||1
A 10 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Fundamentally , those who scored lower ranking for interpersonal skills are more likely to stumble when this skill is needed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||low on|||REQUIRED|||-NONE-|||1

S Though social media need not be necessarily bad , it must be used accordingly - for work , family , friends .
A 3 5|||R:OTHER|||does n't have to|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||1
A 14 15|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 20 20|||M:CONJ|||and|||REQUIRED|||-NONE-|||1

S The types of use must also be taken note of - informing , interacting , discussion and others .
A 0 1|||M:OTHER|||You should also note the|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||ways|||REQUIRED|||-NONE-|||0
A 3 10|||R:OTHER|||using social media|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Other|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||noted|||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 10 11|||R:PUNCT|||:|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||etc|||REQUIRED|||-NONE-|||1

S The space of separation between the parties must also be looked at .
A 1 4|||R:OTHER|||distance|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||You must also look at the|||REQUIRED|||-NONE-|||1
A 7 12|||U:OTHER||||||REQUIRED|||-NONE-|||1

S For people who are living very far from one another , the intensive use social media is justified .
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:ADJ|||extensive|||REQUIRED|||-NONE-|||1

S For those who lives within the community should at least meet up , and not use social media as the primary source of communcation with each other .
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||People|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||live|||REQUIRED|||-NONE-|||0
A 6 6|||M:ADJ|||same|||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||communication|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||live|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||face to face|||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||communication|||REQUIRED|||-NONE-|||1

S And at the same time , improves the interpersonal skill , through dynamic practises betwwen individuals and realtime presence .
A 6 7|||R:VERB:FORM|||improving|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||practices|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||between|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 17 18|||R:ORTH|||real time|||REQUIRED|||-NONE-|||0
A 0 6|||R:OTHER|||This will|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||improve|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||practices|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||between|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||real-time|||REQUIRED|||-NONE-|||1

S The inclusion of intimate presence and relative touch could also bring a better rapport between those interacting .
A 3 3|||M:DET|||an|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Recently , the rise of social media helped people to have more closer connection with each other , it is a more convenient and cheaper way to have online contact compared with face to face meetings .
A 9 10|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||other.|||REQUIRED|||-NONE-|||0
A 17 19|||U:PUNCT|||It|||REQUIRED|||-NONE-|||0
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 30 30|||M:ADV|||when|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 17 18|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 28 29|||U:ADJ||||||REQUIRED|||-NONE-|||1

S In my opinion , social media websides such as Twitter and Facebook will not affect the chance for people to have face to face contact and thus negatively affects interpersonal skills .
A 6 7|||R:SPELL|||websites|||REQUIRED|||-NONE-|||0
A 25 27|||R:OTHER|||nor|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:SVA|||affect|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||websites|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB:SVA|||affect|||REQUIRED|||-NONE-|||1

S On the other hand , it may even increase the chance of having face to face contacts amoung people .
A 0 6|||U:OTHER|||It|||REQUIRED|||-NONE-|||0
A 9 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||contact|||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||among|||REQUIRED|||-NONE-|||0
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 17|||R:NOUN|||interactions|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||among|||REQUIRED|||-NONE-|||1

S First , social media networks have a lot user base , it helps to link people from different parts of the world .
A 0 3|||U:OTHER|||Social|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||users|||REQUIRED|||-NONE-|||0
A 9 12|||R:OTHER|||and they|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||0
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1

S In the days without the social networks , people may not have the chance to know others from different countries or the ones they never meet before .
A 0 4|||R:OTHER|||Before|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB|||had|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB|||meet|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 24 24|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB:FORM|||met|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||some|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||had|||REQUIRED|||-NONE-|||1
A 16 23|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 24 24|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB:FORM|||met|||REQUIRED|||-NONE-|||1
A 27 27|||M:OTHER|||, including from different countries|||REQUIRED|||-NONE-|||1

S Their number of people that they know may only limited to the people they meet in daily life like classmates and working partners .
A 0 1|||R:DET|||The|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB|||knew would have|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||been|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||such as|||REQUIRED|||-NONE-|||0
A 20 21|||R:CONJ|||or|||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||The|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 23|||R:OTHER|||co-workers|||REQUIRED|||-NONE-|||1

S Therefore , social networks brings more and more connections between people and they may have a chance to chat with people they never known before , and this helps to develop the interpersonal skills as well .
A 4 5|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||people.|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||They|||REQUIRED|||-NONE-|||0
A 23 25|||R:OTHER|||knew|||REQUIRED|||-NONE-|||0
A 26 27|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 27 28|||R:DET|||which|||REQUIRED|||-NONE-|||0
A 31 32|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Secondly , although social network takes time for people to chat online but not face to face , they may still decide a time online to meet others face to face in the daily life .
A 4 5|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 12 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 22|||M:PREP|||on|||REQUIRED|||-NONE-|||0
A 24 25|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 27 28|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 32 33|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 24 25|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 27 27|||M:DET|||each|||REQUIRED|||-NONE-|||1
A 27 28|||R:MORPH|||other|||REQUIRED|||-NONE-|||1
A 31 35|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In this case , the social network helps people to increase the frequency of talk .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||their interactions|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||talking|||REQUIRED|||-NONE-|||1

S For example , if social network does not exist , the business people need to meet each other face to face and it is other time consuming , even sometimes with business that is not so important , it still takes a lot time on travel which is a wastage .
A 5 6|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||which|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||would|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||consuming.|||REQUIRED|||-NONE-|||0
A 27 29|||U:PUNCT|||Even|||REQUIRED|||-NONE-|||0
A 39 39|||M:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 43 43|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 44 45|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 47 48|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||0
A 49 50|||R:MORPH|||waste|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 13|||M:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 21 22|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 22 23|||R:PRON|||which|||REQUIRED|||-NONE-|||1
A 24 25|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||consuming.|||REQUIRED|||-NONE-|||1
A 27 29|||U:PUNCT|||Even|||REQUIRED|||-NONE-|||1
A 29 30|||U:ADV||||||REQUIRED|||-NONE-|||1
A 35 36|||R:ADV|||as|||REQUIRED|||-NONE-|||1
A 37 37|||M:OTHER|||they might have to do this|||REQUIRED|||-NONE-|||1
A 38 38|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 39 40|||U:ADV||||||REQUIRED|||-NONE-|||1
A 41 43|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 46 46|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S However , social network helps people to meet and chat much more easier , they can even use video chat and create group chat to chat with multiple parties at the same time .
A 3 4|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||0
A 12 13|||R:MORPH|||easily|||REQUIRED|||-NONE-|||0
A 13 14|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||1
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||1
A 14 14|||M:CONJ|||and|||REQUIRED|||-NONE-|||1

S Nowadays , even some companies conduct online video interview with their applicants as it saves time and cost .
A 0 3|||U:OTHER|||Even|||REQUIRED|||-NONE-|||0
A 5 5|||M:ADV|||now|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||interviews|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||interviews|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||money|||REQUIRED|||-NONE-|||1

S The social network may also creat some negative impacts for the people .
A 5 6|||R:SPELL|||create|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||create|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S The largest negative impact is that due to the online network , some people start to use and rely on internet every minute .
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||1

S They take too much time of using online social network and thus do not have time to have their daily meeting with people in their real life .
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||life|||REQUIRED|||-NONE-|||0
A 21 22|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 23 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||meetings|||REQUIRED|||-NONE-|||1

S It not only affect the interpersonal skills but also bad for people 's health if the ones spend to much time on the social media .
A 3 4|||R:VERB:SVA|||affects|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||too|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||affects|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||too|||REQUIRED|||-NONE-|||1
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||1

S Secondly , social network may leak certain personal informations to the public , as the cyber environment is not perfect and not safe , people may not protect their privacy online effectively and sometimes , some people may use others personal information to deceive .
A 3 4|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 20 21|||R:CONJ|||or|||REQUIRED|||-NONE-|||0
A 21 22|||U:ADV||||||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||safe.|||REQUIRED|||-NONE-|||0
A 23 25|||U:PUNCT|||People|||REQUIRED|||-NONE-|||0
A 39 40|||R:OTHER|||other 's|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||safe.|||REQUIRED|||-NONE-|||1
A 23 25|||U:PUNCT|||People|||REQUIRED|||-NONE-|||1

S In conclusion , although the unsafe online environment , spend too much time on internet may be the potential negative factors of using online social networks .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||there is a|||REQUIRED|||-NONE-|||1
A 5 6|||R:ADJ|||safe|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||factor|||REQUIRED|||-NONE-|||1
A 23 24|||U:ADJ||||||REQUIRED|||-NONE-|||1

S It provides people with more convenient contact environment and improve the frequency of meeting with each others .
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||A|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||environment of|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||is provided|||REQUIRED|||-NONE-|||0
A 9 9|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:SVA|||improves|||REQUIRED|||-NONE-|||0
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||improves|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||contacting and|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It also helps people to develop their interpersonal skills through online chating .
A 4 5|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||chatting|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||chatting|||REQUIRED|||-NONE-|||1

S Overall , there are more benefits than the costs .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||negatives|||REQUIRED|||-NONE-|||1

S The wolrd is incresingly becoming flat by all kinds of social network website such as facebook and twitter .
A 1 2|||R:SPELL|||world|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||increasingly|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||due to|||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||websites|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||world|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||increasingly|||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||"|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:MORPH|||networking|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||websites|||REQUIRED|||-NONE-|||1
A 15 16|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 17 18|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||1

S We can even know what a friend who leave thousands of miles away eat for lunch though these kinds of social media .
A 3 4|||R:VERB|||find out|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||lives|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||ate|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||through|||REQUIRED|||-NONE-|||0
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||, ate|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||through|||REQUIRED|||-NONE-|||1

S From some points of view , social really has a lot of advantages by let us communicate with friends cheaper and more conveniently .
A 7 7|||M:NOUN|||media|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||letting|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||media|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||, including|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||letting|||REQUIRED|||-NONE-|||1

S However , its disadvantages also can not be ingnored when you cosider it as a platform to show off and a stage for cyber crime .
A 8 9|||R:SPELL|||ignored|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||consider|||REQUIRED|||-NONE-|||0
A 6 14|||R:OTHER|||include|||REQUIRED|||-NONE-|||1
A 21 21|||M:OTHER|||set the|||REQUIRED|||-NONE-|||1

S Social network sites provides us many convenience .
A 3 4|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||conveniences|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||conveniences|||REQUIRED|||-NONE-|||1

S Without hanging out with friends or talking with friends through phone , we can know his of her latest news by scaning the webpage .
A 9 10|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:INFL|||scanning|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||When we do not|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:FORM|||hang|||REQUIRED|||-NONE-|||1
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:FORM|||talk|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||over|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||then learn|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:INFL|||scanning|||REQUIRED|||-NONE-|||1

S It can help us know more about each other .
A 7 9|||R:OTHER|||him or her|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||learn|||REQUIRED|||-NONE-|||1

S It can make people become closer as well .
A 6 8|||R:ADV|||also|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||help|||REQUIRED|||-NONE-|||1

S For example , if you find out one of your friend 's favourite singer is Justin Biber through facebook , you can give him or her Justin Biber 's new album or concert ticket as a birthday gift .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||through Facebook that|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||Bieber|||REQUIRED|||-NONE-|||1
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 27 28|||R:SPELL|||Bieber|||REQUIRED|||-NONE-|||1

S It will be really sweet and you two will surelly become closer .
A 9 10|||R:SPELL|||surely|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||surely|||REQUIRED|||-NONE-|||1

S In addition , social network site can help you keep in touch with friends living very far away .
A 5 6|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||networking|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||1

S I met some canadian friends in Egypt .
A 3 3|||M:OTHER|||of my|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||Canadian|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||Canadian|||REQUIRED|||-NONE-|||1

S Without facebook , we may lost contact .
A 1 2|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||lose|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 5 5|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||with one another|||REQUIRED|||-NONE-|||1

S However , thanks to facebook , I can still keep in touch with them and I know what they are doing recently as we living close to each other .
A 4 5|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||them.|||REQUIRED|||-NONE-|||0
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||0
A 23 23|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 24 24|||M:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||find out|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 23 23|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 24 25|||R:VERB:FORM|||lived|||REQUIRED|||-NONE-|||1
A 25 26|||R:MORPH|||closer|||REQUIRED|||-NONE-|||1

S The disadvantages of social network media are quite undeniable .
A 1 2|||R:NOUN|||advantages|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S A research shows that people will unconsciously hide his or her real thought when he or her say or post something that will be exposed to the public .
A 0 1|||R:DET|||One|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||0
A 14 15|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 15 16|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 16 17|||U:PRON||||||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Research|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||1
A 14 18|||R:OTHER|||saying|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||posting|||REQUIRED|||-NONE-|||1

S It means that one can not know another 's real thought and personalities by reading things that he or she put on social network media .
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||personality|||REQUIRED|||-NONE-|||0
A 22 22|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 23 25|||R:WO|||media network|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||1
A 8 8|||M:NOUN|||person|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||1
A 11 12|||R:CONJ|||or|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||feelings|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||has posted|||REQUIRED|||-NONE-|||1
A 23 24|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 25 25|||M:NOUN|||websites|||REQUIRED|||-NONE-|||1

S It will make him or her quite upset when they communicate in real life .
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||result in|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB|||becoming|||REQUIRED|||-NONE-|||0
A 0 1|||U:PRON||||||REQUIRED|||-NONE-|||1
A 1 3|||R:VERB|||Talking|||REQUIRED|||-NONE-|||1
A 3 8|||R:OTHER|||with another person in real life about questionable|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||things|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||posted|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 12 13|||R:ADJ|||social|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||networking sites|||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||could upset them|||REQUIRED|||-NONE-|||1

S In addition , with all those " nice " guys around on the social network website , one may neglect people surrounding him or her but just communicate with friends on facebook .
A 0 2|||R:OTHER|||Also|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||0
A 19 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 31 32|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 32 32|||M:OTHER|||and neglect people surrounding him or her|||REQUIRED|||-NONE-|||0
A 8 9|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 20 23|||R:OTHER|||relationships in|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||real|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||life|||REQUIRED|||-NONE-|||1
A 25 26|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 29 29|||M:PUNCT|||"|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 31 32|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S It is a common scene that two people sitting next to each other seldom talk with each other but just look at their cellphone .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||to see|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||looking at|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||their|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||cellphones and|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||talking|||REQUIRED|||-NONE-|||0
A 18 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||today to see|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||cellphones|||REQUIRED|||-NONE-|||1

S This kind of behaviour is not good to people 's psychological health according to a research .
A 0 1|||M:OTHER|||Research indicates that this|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 12 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S The cyber communication is quite different to face to face communication and people who depends on cyber communication too much will not get used to the real life communication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Cyber|||REQUIRED|||-NONE-|||1
A 6 7|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||depend|||REQUIRED|||-NONE-|||1
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||1

S In addition , cyber relationship can not always work in real life .
A 0 2|||R:OTHER|||Also|||REQUIRED|||-NONE-|||0
A 3 3|||M:OTHER|||a relationship that is|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||related|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 7 8|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 9|||M:PART|||out|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Additionally|||REQUIRED|||-NONE-|||1
A 3 4|||R:ADJ|||online|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||succeed when an attempt|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||is made to further|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||the relationship by meeting|||REQUIRED|||-NONE-|||1

S With no close relationship in real life but only close cyber friends , one is more possibly to feel lonely because the physiological need of human beings is to feel the bond with others by our five senses .
A 0 1|||R:PREP|||Since|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||cyber|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||does n't|||REQUIRED|||-NONE-|||0
A 5 12|||R:OTHER|||entail closeness|||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||a person may|||REQUIRED|||-NONE-|||0
A 17 18|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 20 21|||R:PREP|||since|||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 22 23|||R:ADJ|||typical|||REQUIRED|||-NONE-|||0
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 34 35|||R:OTHER|||using all of|||REQUIRED|||-NONE-|||0
A 36 37|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 16 17|||R:ADJ|||likely|||REQUIRED|||-NONE-|||1
A 27 27|||M:OTHER|||for physical contact|||REQUIRED|||-NONE-|||1
A 28 30|||R:OTHER|||not|||REQUIRED|||-NONE-|||1
A 30 38|||R:OTHER|||satisfied|||REQUIRED|||-NONE-|||1

S With the willing of people to become the best among others , social network site now become a place to show off .
A 0 1|||R:OTHER|||Since people feel|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||need|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||be better|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||than|||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||places|||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||for them|||REQUIRED|||-NONE-|||0
A 0 0|||M:PREP|||Because|||REQUIRED|||-NONE-|||1
A 0 1|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||competition|||REQUIRED|||-NONE-|||1
A 3 7|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||most friends or|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||followers|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||networking|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1

S Some people will to post their expensive thing or the oversea places of interest they have been on the social network and get a feeling of satisfaction by doing so .
A 0 1|||R:OTHER|||Many|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||feel|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||satisfaction by posting|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||extravagances|||REQUIRED|||-NONE-|||0
A 8 17|||R:OTHER|||and travels|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 30|||R:OTHER|||sites|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||pictures of|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||overseas|||REQUIRED|||-NONE-|||1

S It is a mental unhealth and it may trigger people especially teenagers to become material .
A 3 4|||R:MORPH|||mentally|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||unhealthy|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||mentally|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||unhealthy|||REQUIRED|||-NONE-|||1
A 6 7|||U:PRON||||||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:ADJ|||shallow|||REQUIRED|||-NONE-|||1

S The last but not the least , with all kinds of personal information on one 's social network page , it is covenient for criminal to make use of this information to commit a crime .
A 0 2|||U:DET|||Last|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||ith|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||0
A 24 24|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Last|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||too much|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||may become|||REQUIRED|||-NONE-|||1
A 22 23|||R:SPELL|||convenient|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||criminals|||REQUIRED|||-NONE-|||1
A 26 27|||U:VERB||||||REQUIRED|||-NONE-|||1
A 28 29|||U:PREP||||||REQUIRED|||-NONE-|||1

S Above all , social network site is like a two sided knife and people can only take good advantage of it by avoiding the possible disadvantages of it such as put less personal information on his or her facebook page .
A 4 5|||R:MORPH|||networking|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 15 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:FORM|||avoid|||REQUIRED|||-NONE-|||0
A 26 27|||U:PREP||||||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 30 31|||R:VERB:FORM|||putting|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||Social|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||knife.|||REQUIRED|||-NONE-|||1
A 12 13|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 13 14|||R:ORTH|||People|||REQUIRED|||-NONE-|||1
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||1
A 20 21|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 24 25|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 26 27|||U:PREP||||||REQUIRED|||-NONE-|||1
A 27 28|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 30 31|||R:VERB:FORM|||putting|||REQUIRED|||-NONE-|||1
A 31 32|||R:ADV|||too|||REQUIRED|||-NONE-|||1
A 32 33|||R:ADJ|||much|||REQUIRED|||-NONE-|||1
A 35 37|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 37 38|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 38 39|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S The modes of communication have been changing over the years , from letter writing to social networking .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This phenomenon is caused by rapidly changing technology , which has made communication to be faster than never before .
A 13 15|||U:VERB||||||REQUIRED|||-NONE-|||0
A 17 18|||R:ADV|||ever|||REQUIRED|||-NONE-|||0
A 13 15|||U:VERB||||||REQUIRED|||-NONE-|||1
A 17 18|||R:ADV|||ever|||REQUIRED|||-NONE-|||1

S Today , social media sites , such as Facebook and Twitter , are relatively common within the contemporary society ; and , people can communicate with each other , online or offline , on these social networking platforms .
A 19 20|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 21 22|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||todays|||REQUIRED|||-NONE-|||1

S They can even make new friends over similar interests on these platforms , which will be able to connect almost everyone closely in many parts of the world .
A 15 16|||U:VERB||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||enable|||REQUIRED|||-NONE-|||0
A 17 19|||U:VERB||||||REQUIRED|||-NONE-|||0
A 21 22|||U:ADV||||||REQUIRED|||-NONE-|||0
A 28 28|||M:OTHER|||to connect closely|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||then|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||connect them|||REQUIRED|||-NONE-|||1
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||anyone|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 23 26|||R:OTHER|||all over|||REQUIRED|||-NONE-|||1

S However , critics may argue that with the existence of social media sites have reduced physical human interactions among people as they will prefer sitting in front of a computer to going out and meeting new friends .
A 13 14|||R:OTHER|||there is|||REQUIRED|||-NONE-|||0
A 13 15|||U:VERB||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||is less and|||REQUIRED|||-NONE-|||1
A 22 23|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 30 36|||R:OTHER|||than real|||REQUIRED|||-NONE-|||1
A 36 37|||R:NOUN|||interaction|||REQUIRED|||-NONE-|||1

S This essay will discuss about both the benefits and down sides of using social media in the contemporary society .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||today 's|||REQUIRED|||-NONE-|||1

S Nowadays , social media are able to disseminate information faster than any other media .
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||Currently|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||can|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||break|||REQUIRED|||-NONE-|||1
A 6 8|||R:VERB|||down|||REQUIRED|||-NONE-|||1

S There are about 50 % of the people who have learnt about breaking news from social media .
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB|||hear|||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||has learned it|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||About|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1
A 9 11|||R:VERB:TENSE|||learn|||REQUIRED|||-NONE-|||1

S This is due to people spending comparatively more time on social networking than time on reading newpapers .
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||network sites|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||newspapers|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Furthermore , with the current technology , smartphones are able to get access to social media sites which have made easier for consumers to use .
A 17 17|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 18 20|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||0
A 20 20|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 18 20|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||1
A 20 20|||M:PRON|||them|||REQUIRED|||-NONE-|||1

S Hence , social media has benefited the masses by equipping them with a powerful tool to disseminate information almost immediate to the people around them .
A 16 17|||R:VERB|||break down|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||immediately|||REQUIRED|||-NONE-|||1

S However , critics may argue that not all information or news disseminated are reliable .
A 11 12|||R:VERB|||given|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1

S There might be false information or hoaxes spreading around on social media .
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||get spread|||REQUIRED|||-NONE-|||1
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||1

S For example , in 2012 , there were false rumors of fires , shootouts , and caravans of gunmen in a Mexico City suburb which had spread through Twitter and Facebook .
A 2 3|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN|||suburb.|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||This|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||on Twitter and Facebook ,|||REQUIRED|||-NONE-|||1
A 24 31|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This had caused panic among the people who had flooded the local police department with numerous phone calls , and this had resulted temporarily closed of schools .
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 21 23|||R:VERB:TENSE|||resulting|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||in schools|||REQUIRED|||-NONE-|||0
A 24 27|||R:OTHER|||closing temporarily|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||even|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||in schools|||REQUIRED|||-NONE-|||1
A 24 27|||R:OTHER|||closing temporarily|||REQUIRED|||-NONE-|||1

S The spreading of false information can be a potential psychological threat to everyone , given that social media can disseminate information in a realtively fast speed .
A 23 24|||R:SPELL|||relatively|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||anyone|||REQUIRED|||-NONE-|||1

S Nevertheless , there are cyber polices who roam around these social networking platforms to prevent these hoaxes spreading around .
A 5 6|||R:NOUN:NUM|||police|||REQUIRED|||-NONE-|||0
A 17 17|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||police|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||try|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||to cover|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1

S But , there will still be unreliable sources spreading false information on social media sites despite high security to control almost every social networking movement .
A 19 20|||R:VERB|||monitor|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN|||message|||REQUIRED|||-NONE-|||0
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Social media are able to improve relationship and make new friends , provided that there is mutual trust and mutual understanding between both parties .
A 2 3|||R:VERB|||can|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||help|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 0 1|||M:VERB|||Using social|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||will be|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1

S Many of the teenagers today claimed that they are able to keep in touch with their friends through social media , regardless of their location .
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In the past , people used to writing letters to their friends and it will take relatively long time to send the letter over .
A 7 8|||R:VERB:FORM|||write|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||write|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||for them|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB|||receive|||REQUIRED|||-NONE-|||1
A 23 24|||U:PART||||||REQUIRED|||-NONE-|||1

S Therefore , with the help of technology , people are able to catch up wth each other conveniently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||But|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||with|||REQUIRED|||-NONE-|||1
A 17 18|||R:ADV|||instantaneously|||REQUIRED|||-NONE-|||1

S Furthermore , it will be easier to make new friends find who have simliar interests or hobbies .
A 10 11|||U:VERB||||||REQUIRED|||-NONE-|||0
A 11 12|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||similar|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||find|||REQUIRED|||-NONE-|||1
A 10 11|||U:VERB||||||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||similar|||REQUIRED|||-NONE-|||1

S However , in order for people to maintain their relationship as well as making new friends , it requires mutual trust and understanding between both parties .
A 13 14|||R:VERB:FORM|||make|||REQUIRED|||-NONE-|||0
A 10 16|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It might not be accurate to judge the other party 's feelings over social media as one may cover up their emotions while on social media .
A 15 16|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 16 17|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 21 21|||M:ADJ|||true|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||how|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:MORPH|||feels|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||based on|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||because|||REQUIRED|||-NONE-|||1
A 16 17|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 24 26|||R:OTHER|||it|||REQUIRED|||-NONE-|||1

S In addition , there are also chances for people to miscommunicate with each other as they can not sense the tone of the other party over social media platforms .
A 14 15|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 28 29|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||chance|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||misunderstand|||REQUIRED|||-NONE-|||1
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 25|||M:OTHER|||can not be sense|||REQUIRED|||-NONE-|||1

S This will result in unnecessary conflicts between two parties over miscommunication .
A 1 2|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||because|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||conflict|||REQUIRED|||-NONE-|||1
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||1

S But , if there is trust and mutual understand on social media , it will be ideal for people to improve relationship and make new friends .
A 8 9|||R:MORPH|||understanding|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||As|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||long|||REQUIRED|||-NONE-|||1
A 2 3|||R:PREP|||as|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||understandings|||REQUIRED|||-NONE-|||1
A 14 16|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1

S In conclusion , social media in the contemporary society is able to help one improve relationship and make new friends , as well as , disseminate information efficiently to the masses .
A 15 16|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 24 25|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 12|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||efficiently|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||pass on|||REQUIRED|||-NONE-|||1
A 27 28|||U:ADV||||||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||many|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN|||people|||REQUIRED|||-NONE-|||1

S However , there are risks of false information and chances of miscommunication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADV|||sometimes|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||risk|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||a possiblity|||REQUIRED|||-NONE-|||1

S Nevertheless , the advantages of social media will benefit the masses if the negative aspects of it can be carefully taken care of .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||The|||REQUIRED|||-NONE-|||1
A 9 9|||M:ADJ|||many|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||as long as|||REQUIRED|||-NONE-|||1
A 17 19|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 20 23|||R:OTHER|||handled|||REQUIRED|||-NONE-|||1

S All-in-all , social media is the product of rapid technological advancement and there are more to come in future .
A 13 14|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||with|||REQUIRED|||-NONE-|||1

S Advantages : Social media sites have greatly ease long distance communication and interaction due to its accessibility and convenience .
A 0 1|||M:DET|||The advantages|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||of social|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||are that they|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||eased|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||long-distance|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||accessibilities|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||conveniences|||REQUIRED|||-NONE-|||1

S With a globalised and interconnected world today , Twitter and Facebook are now the mainstream platform for social interaction .
A 2 3|||R:MORPH|||globalized|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||globalized|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||1

S With just a touch away from any meida/electronic devices , one can easily interact and communicate with his friends without much hassle .
A 7 7|||M:OTHER|||media or|||REQUIRED|||-NONE-|||0
A 7 8|||R:ADJ|||electronic|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||device|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||one|||REQUIRED|||-NONE-|||1
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||media/electronic|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||device|||REQUIRED|||-NONE-|||1

S Thus , long distance relationship or friendship can be maintain and keeping in touch with your circle of friends has been made much easier .
A 4 5|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||maintained|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||staying|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||long-distance|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||maintained|||REQUIRED|||-NONE-|||1

S With the sharing of personal photos , posting of status of one 's personal feeling or experience and able to reply to these posts allowed human interaction to be engage and expand with ease .
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB|||being|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||0
A 29 30|||R:VERB:FORM|||engaged|||REQUIRED|||-NONE-|||0
A 31 32|||R:VERB:FORM|||expanded|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||By|||REQUIRED|||-NONE-|||1
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||1
A 7 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 25|||R:OTHER|||replies ,|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||1
A 27 29|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||1
A 29 30|||R:VERB:FORM|||engaged|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB:FORM|||expanded|||REQUIRED|||-NONE-|||1

S Introverts or those who are shy to communicate with their friends are now able to do so in the form of words via social media platform .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 17 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||0
A 5 5|||M:ADV|||too|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||in real life|||REQUIRED|||-NONE-|||1
A 17 22|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||platforms|||REQUIRED|||-NONE-|||1

S Thus , socialisation can occur seamlessly and effectively with the utilisation of such social media platforms.Meet-ups and appointments are no longer a barrier for humans to contact and communicate with one another , making human interaction possible at one 's own convenience .
A 2 3|||R:MORPH|||socialization|||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||utilization|||REQUIRED|||-NONE-|||0
A 15 16|||R:ORTH|||platforms. Meet-ups|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||socialization|||REQUIRED|||-NONE-|||1
A 10 11|||R:MORPH|||utilization|||REQUIRED|||-NONE-|||1
A 15 16|||R:ORTH|||platforms. Meet-ups|||REQUIRED|||-NONE-|||1

S The society will adapt to such phenomenon as physical interaction are transformed into cyber interaction .
A 9 10|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Society|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||phenomena|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||1

S With the frequent usage and reliance of the social media and the Internet , a society that socialises through the cyber will be more advance and adapted to the highly connected world .
A 3 4|||R:MORPH|||use|||REQUIRED|||-NONE-|||0
A 12 13|||R:ORTH|||internet|||REQUIRED|||-NONE-|||0
A 17 18|||R:MORPH|||socializes|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||cyberspace|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||advanced|||REQUIRED|||-NONE-|||0
A 4 4|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||R:MORPH|||socializes|||REQUIRED|||-NONE-|||1
A 21 21|||M:NOUN|||world|||REQUIRED|||-NONE-|||1
A 24 25|||R:MORPH|||advanced|||REQUIRED|||-NONE-|||1
A 32 32|||M:OTHER|||brought about by the Internet|||REQUIRED|||-NONE-|||1

S This will greatly help a society to progress rapidly .
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1

S Disadvantages : One of the main concerns of using social media platform to communicate is credibility .
A 0 0|||M:DET|||A|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN:NUM|||disadvantage|||REQUIRED|||-NONE-|||0
A 1 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||a lack of|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1

S The certainty of what is being shared or expressed could not be proven physically as media limits this physical interaction , except when using a webcam to chat .
A 13 14|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||U:VERB||||||REQUIRED|||-NONE-|||0
A 26 26|||M:VERB|||is used|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1

S We can not be certain for sure the reliabilty or truth of some posts or information we received through the Inetrnet .
A 5 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||see|||REQUIRED|||-NONE-|||0
A 18 19|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||Internet|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||reliability|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||Internet|||REQUIRED|||-NONE-|||1

S We may in actual fact communicating with a hoax Facebook acccount of a cyber friend , which we assume to be real but in reality , it is a fake account .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||, be|||REQUIRED|||-NONE-|||0
A 8 9|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||account|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||that is a hoax|||REQUIRED|||-NONE-|||0
A 16 16|||M:CONJ|||but|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 19 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 29 30|||R:ADJ|||real|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||account|||REQUIRED|||-NONE-|||1
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 30 31|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Photos and informations retrieved from their profile page may be fabricated to suit certain personal agenda .
A 2 3|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||his or|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||their|||REQUIRED|||-NONE-|||1

S Thus , the lack of face-to-face human contact through social media restricts actual interaction which can be stimulated through the media .
A 13 14|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||0
A 15 15|||M:ADV|||then|||REQUIRED|||-NONE-|||0
A 0 5|||R:OTHER|||Without|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||that|||REQUIRED|||-NONE-|||1

S Although emocons can be used to show certain emotion , this differs from the real authentic emotion of your friends when you observed them through their body language and their facial expression .
A 1 2|||R:SPELL|||emoticons|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||emoticons|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||emotions|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||nothing|||REQUIRED|||-NONE-|||1
A 13 13|||M:PREP|||like|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||observe|||REQUIRED|||-NONE-|||1
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||expressions|||REQUIRED|||-NONE-|||1

S The danger of such media socialisation is the uncertainty of such communication due to lack of physical interaction .
A 5 6|||R:MORPH|||socialization|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||socializing|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||in this manner|||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||results|||REQUIRED|||-NONE-|||1
A 12 14|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Furthermore , this lack of physical interaction has affected human inter-personal behaviour since communication is made through social media instead of meet-ups .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Since communication is being made through social media instead of meet-ups|||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||interpersonal|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||1
A 12 22|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This lowers the experience of human ability to interact with one another which can adversely shape one 's behaviour .
A 4 4|||M:OTHER|||people have|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||using their|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Lowering|||REQUIRED|||-NONE-|||1
A 2 5|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 6 6|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||other|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||1

S The lack of exposure to real life interaction with humans with not create the confidence and skills needed for one to interact seamlessly and effectively with others .
A 5 7|||R:OTHER|||real-life|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||will|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||hinder|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||will|||REQUIRED|||-NONE-|||1

S Therefore , for an effective and efficient society , there is a need to have a balance of both social media interaction and face-to-face human interaction within its people .
A 8 8|||M:VERB|||to exist|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 26 29|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nowadays , people can even use their phone to read news and everyone can be the first witnesses of what is happening in the world .
A 7 8|||R:NOUN:NUM|||phones|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 17|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 17 18|||R:MORPH|||witness|||REQUIRED|||-NONE-|||0
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||witness|||REQUIRED|||-NONE-|||1
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 22|||R:MORPH|||happenings|||REQUIRED|||-NONE-|||1

S People use Twitter to follow the artiste or celebrity they love and Facebook to see what is their friends ' recent activity .
A 11 11|||M:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||artists|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||celebrities|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||love.|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||They can use|||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Nevertheless , they still can use phone to do normal call and message to contact .
A 6 6|||M:DET|||their|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||phones|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||make|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||calls|||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB|||send|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||messages|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||stay in|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 10 11|||R:MORPH|||calling|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||messaging|||REQUIRED|||-NONE-|||1

S Not only the phone did the jobs for them , but also devices like personal computer , laptop , tablet , and many other devices which are able to connect to internet .
A 2 2|||M:VERB:TENSE|||does|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||computers|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||laptops|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||tablets|||REQUIRED|||-NONE-|||0
A 0 3|||U:ADV|||The|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||serves|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||purpose well and ,|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||when needed|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||ably abetted by other|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||Internet|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||access such as PCs|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||laptops|||REQUIRED|||-NONE-|||1
A 18 21|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||tablet|||REQUIRED|||-NONE-|||1
A 28 32|||R:OTHER|||computers|||REQUIRED|||-NONE-|||1

S It is obvious to see that internet saves people 's time and also connect people globally .
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:SVA|||connects|||REQUIRED|||-NONE-|||0
A 1 5|||R:OTHER|||'s clear|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:POSS|||Internet 's|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||greatest|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||appeal lies partially|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||in its|||REQUIRED|||-NONE-|||1
A 10 14|||R:OTHER|||time-saving ability but is mostly attributable to the ease with which it brings|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||users|||REQUIRED|||-NONE-|||1
A 15 16|||R:ADV|||closer together|||REQUIRED|||-NONE-|||1

S Several arguments have been made regarding the social media actually have some inevitable disadvantages to people .
A 7 7|||M:OTHER|||idea that|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Opponents|||REQUIRED|||-NONE-|||1
A 2 6|||R:OTHER|||are quick to point out the downside , however , and their evidence for|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||inherent disadvantages of|||REQUIRED|||-NONE-|||1
A 9 14|||R:OTHER|||is impossible|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||ignore|||REQUIRED|||-NONE-|||1

S People can only use electical devices to access internet .
A 4 5|||R:SPELL|||electrical|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN|||Users|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB|||have to get|||REQUIRED|||-NONE-|||1
A 2 3|||R:ADV|||online|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||somehow and , for that , an electronic|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||device|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||must-have|||REQUIRED|||-NONE-|||1

S Whenever they need to use social media , they have to use a phone or internet .
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 5|||R:OTHER|||When|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN|||beckons|||REQUIRED|||-NONE-|||1
A 8 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 13|||M:ADJ|||mobile|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||(|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||some alternative method for accessing the|||REQUIRED|||-NONE-|||1
A 15 16|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||) is a requirement|||REQUIRED|||-NONE-|||1

S Generally people need they eyes to look at the display screen of their phone or computer and fingers to manipulate the corresponding device .
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S As a result , they will lose eyes to contact and hands to express their feeling to people nearby them , which means they have lost the tools they need for face-to-face contact communicating .
A 5 7|||R:OTHER|||wo n't use|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||their|||REQUIRED|||-NONE-|||0
A 10 11|||R:CONJ|||or|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||use|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||their|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||and hands|||REQUIRED|||-NONE-|||1
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||feelings|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||near|||REQUIRED|||-NONE-|||1
A 32 34|||R:NOUN|||communication|||REQUIRED|||-NONE-|||1

S This can be easily seen in restaurants or cafes nowadays .
A 2 4|||R:WO|||easily be|||REQUIRED|||-NONE-|||0
A 4 4|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1

S A family of four having dinners in a restaurant without any chatting , because their holding and looking at their display screen with one hand when the other hand is holding a fork .
A 5 6|||R:NOUN:NUM|||dinner|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||they are|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||dinner|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||will often not engage in|||REQUIRED|||-NONE-|||1
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||they are|||REQUIRED|||-NONE-|||1
A 25 30|||R:OTHER|||while|||REQUIRED|||-NONE-|||1
A 33 33|||M:OTHER|||with the other|||REQUIRED|||-NONE-|||1

S A group of friends having high tea in a caf é without chatting as well , because they do not know what to talk but pressing on their display screen .
A 4 4|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 9 11|||R:ORTH|||café|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||how|||REQUIRED|||-NONE-|||0
A 24 25|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB:FORM|||press|||REQUIRED|||-NONE-|||0
A 26 26|||M:NOUN|||buttons|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||café|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||will often|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||not|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||chat|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||how|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||without|||REQUIRED|||-NONE-|||1

S The children nowadays do not know what is neighbourhood games and who is staying beside them , all they know is pressing icons on the screens .
A 0 2|||U:DET|||Children|||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||nothing|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||neighborhood|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||living|||REQUIRED|||-NONE-|||0
A 16 17|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||clicking on|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:NUM|||screen|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||neighborhood|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||game|||REQUIRED|||-NONE-|||1
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||understand|||REQUIRED|||-NONE-|||1
A 24 25|||R:DET|||their|||REQUIRED|||-NONE-|||1

S These are some concrete examples of how the socia media reduce face-to-face human contact .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||1

S When people get use of using socia media to contact other people , what will happen is that their interpersonal communicating skills will degrade and lost eventually .
A 3 4|||R:VERB:FORM|||used|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 20 21|||R:MORPH|||communication|||REQUIRED|||-NONE-|||0
A 25 26|||U:VERB||||||REQUIRED|||-NONE-|||0
A 27 27|||M:VERB|||be lost|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||1
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 13 18|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 25|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1

S Firstly , they have lost the courage to meet strangers , not even the courage to talk .
A 11 12|||R:OTHER|||let|||REQUIRED|||-NONE-|||0
A 12 13|||R:ADV|||alone|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||and|||REQUIRED|||-NONE-|||1

S Also , they will not have enough experience to communicate with people in face and not be trained in their conversation skills .
A 8 9|||R:PART|||in|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||communicating|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||person|||REQUIRED|||-NONE-|||0
A 15 15|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||adept|||REQUIRED|||-NONE-|||0
A 18 19|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||person|||REQUIRED|||-NONE-|||1

S As a result , social media helps them do the jobs but indirectly affects their interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||effects|||REQUIRED|||-NONE-|||1

S Social media does have some other advantages beside their general benefits to human being .
A 2 4|||R:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||life|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||besides|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||it 's|||REQUIRED|||-NONE-|||1
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||1

S First of all , people saves money by using internet to contact other people and reading news .
A 5 6|||R:VERB:SVA|||save|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||save|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||1
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:FORM|||read|||REQUIRED|||-NONE-|||1

S A father may be able to make a call to his daughter who is in other country via socia media software instead of making international call which costs a lot to normal salary family .
A 25 26|||R:NOUN:NUM|||calls|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB:TENSE|||cost|||REQUIRED|||-NONE-|||0
A 31 31|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||another|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||calls|||REQUIRED|||-NONE-|||1
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 31 31|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 32 33|||U:NOUN||||||REQUIRED|||-NONE-|||1

S He can even talk to her daughter face-to-face using video call via internet .
A 5 6|||R:DET|||his|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||his|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||chat|||REQUIRED|||-NONE-|||1

S Secondly , people makes friends all over the world and able to update their friends his recent activity easily .
A 8 9|||R:NOUN|||world.|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||Using|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||social media we people can|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 18 18|||M:ADV|||quite|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 5 5|||M:PREP|||from|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||are easily|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||see|||REQUIRED|||-NONE-|||1
A 12 13|||R:MORPH|||updates|||REQUIRED|||-NONE-|||1
A 13 13|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1

S A guy who is going travel for months can easily tell all of his friends about his activity .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||traveling|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||activites|||REQUIRED|||-NONE-|||1

S When one of his friends who is not aware of this has failed to contact him via telephone calls , he might be able to get his whereabout using social media .
A 21 23|||R:OTHER|||maybe|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN:NUM|||whereabouts|||REQUIRED|||-NONE-|||0
A 11 15|||R:OTHER|||can not reach|||REQUIRED|||-NONE-|||1
A 18 19|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB|||learn|||REQUIRED|||-NONE-|||1
A 27 28|||R:MORPH|||whereabouts|||REQUIRED|||-NONE-|||1
A 28 28|||M:PREP|||by|||REQUIRED|||-NONE-|||1

S These are the advantages that save works most of the time .
A 5 6|||R:OTHER|||social media|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN|||effort|||REQUIRED|||-NONE-|||1

S In conclude , socia media benefits people in several ways but in the same time harms people .
A 1 2|||R:MORPH|||conclusion|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||conclusion|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||benefit|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 17|||R:OTHER|||also has its disadvantages|||REQUIRED|||-NONE-|||1

S People should avoid the misuse of socia media and use it in the proper way .
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||properly|||REQUIRED|||-NONE-|||1
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||1

S With the aids of social media , people bonds globally , information flows rapidly , and human lives happily .
A 8 8|||M:VERB|||have|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||aid|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||bond|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:SVA|||live|||REQUIRED|||-NONE-|||1

S All of us are living in the technology realm society .
A 9 9|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 3 3|||M:OTHER|||in society|||REQUIRED|||-NONE-|||1
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Have you ever wondered why we use these tools to connect ourselves with other people ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S It started withthe invention of technology which has evolved tremendously over the past few decades .
A 2 3|||R:ORTH|||with the|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||with the|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In the past , we travel by ship and now we can use airplane to do so .
A 5 6|||R:VERB:TENSE|||traveled|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||travel by|||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||U:PRON||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||was|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||commonplace|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||while|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||today|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:INFL|||airplanes|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||are the number one method|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||traversing the planet|||REQUIRED|||-NONE-|||1

S In the past , it took a few days to receive a message as we need to post our letter and now , we can use e-mail which stands for electronic message to send messages to our friends or even use our handphone to send our messages .
A 12 15|||R:OTHER|||letter|||REQUIRED|||-NONE-|||0
A 15 18|||R:VERB|||sent|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||by|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||mail|||REQUIRED|||-NONE-|||0
A 25 33|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 38 39|||R:OTHER|||by Email ( electronic|||REQUIRED|||-NONE-|||0
A 39 41|||R:OTHER|||message ) using|||REQUIRED|||-NONE-|||0
A 41 42|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 42 47|||R:OTHER|||cellphone|||REQUIRED|||-NONE-|||0
A 0 1|||M:NOUN|||Communication in|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||decades|||REQUIRED|||-NONE-|||1
A 3 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 11|||R:VERB|||required|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||at|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||least enough|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||patience|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||wait|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||postman while nowadays|||REQUIRED|||-NONE-|||1
A 23 31|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 31 32|||R:NOUN:NUM|||messages|||REQUIRED|||-NONE-|||1
A 32 33|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 33 34|||R:VERB:FORM|||sent|||REQUIRED|||-NONE-|||1
A 34 47|||R:OTHER|||and received electronically and almost instantaneously|||REQUIRED|||-NONE-|||1

S From the example that I have mentioned earlier we can see that distance between us and our loved one are getting further apart .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||As|||REQUIRED|||-NONE-|||1
A 2 5|||R:OTHER|||facts so far|||REQUIRED|||-NONE-|||1
A 6 11|||R:OTHER|||demonstrated ,|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||distances|||REQUIRED|||-NONE-|||1
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||ones|||REQUIRED|||-NONE-|||1
A 20 23|||R:OTHER|||widening with every passing year and the spread shows no sign of slowing down|||REQUIRED|||-NONE-|||1

S This is because by the ease of technology such as airplane , some of our friends might be going overseas to continue their studies or even you are away from your family to pursue your studies or even careers in life .
A 0 8|||U:OTHER|||Technology|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:INFL|||airplanes|||REQUIRED|||-NONE-|||0
A 12 16|||R:OTHER|||enable us|||REQUIRED|||-NONE-|||0
A 16 19|||R:VERB|||to travel|||REQUIRED|||-NONE-|||0
A 22 23|||R:DET|||our|||REQUIRED|||-NONE-|||0
A 25 33|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 34 38|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 39 41|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||1
A 1 2|||R:CONTR|||'s|||REQUIRED|||-NONE-|||1
A 2 4|||R:OTHER|||easy to understand|||REQUIRED|||-NONE-|||1
A 5 7|||R:OTHER|||reason why ; everyday|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||like the modern|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||commercial|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||airliner|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||made|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||previously|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||impossible|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||feats -- like|||REQUIRED|||-NONE-|||1
A 16 18|||R:VERB|||attending|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||college|||REQUIRED|||-NONE-|||1
A 20 24|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 29|||R:OTHER|||pursuing employment|||REQUIRED|||-NONE-|||1
A 29 30|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 30 32|||R:OTHER|||the other side|||REQUIRED|||-NONE-|||1
A 32 34|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 34 35|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 35 36|||R:OTHER|||globe --|||REQUIRED|||-NONE-|||1
A 36 37|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 37 38|||R:ADV|||relatively|||REQUIRED|||-NONE-|||1
A 38 41|||R:OTHER|||manageable reality|||REQUIRED|||-NONE-|||1

S Thus , this makes Twitter and Facebook become one of the medium that we need .
A 7 11|||R:OTHER|||necessary|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||mediums|||REQUIRED|||-NONE-|||0
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||For this reason|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||tools|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||like|||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||important components|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||lives lived much larger than in|||REQUIRED|||-NONE-|||1
A 11 15|||R:OTHER|||past|||REQUIRED|||-NONE-|||1

S Nevertheless,everything in life has positive and negative effects .
A 0 1|||R:ORTH|||Nevertheless , everything|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Nevertheless , everything|||REQUIRED|||-NONE-|||1

S This is applicable to these social media sites .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The next two paragraphs will be discussing about the advantages and disadvantages of using social media in our society .
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||1

S With the help of social media tools , we can stay in contact and keep ourselves up to date with our family and friends even though we are away from them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media sites such as Facebook has allow us to share our pictures or even chat online with our parents while we are overseas .
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||allowed|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||allowed|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||and|||REQUIRED|||-NONE-|||1

S This approaches help the parents to communicate with their children and know what kind of activities that their children have when they are overseas .
A 1 2|||R:NOUN:NUM|||approach|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||helps|||REQUIRED|||-NONE-|||0
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||approach|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||helps|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||see|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||types|||REQUIRED|||-NONE-|||1
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||are involved|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||in while|||REQUIRED|||-NONE-|||1

S The social media is beneficial as it connect you and your loved one even though you are separated by the distance .
A 0 2|||U:DET|||Social|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||connects|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||ones|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S It might not be able to replace the joy that you have when you are with your family but it could help to reduce the sadness of being away from your family .
A 0 3|||U:OTHER|||Not|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||only can|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADJ|||social|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||media|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||also|||REQUIRED|||-NONE-|||0
A 28 29|||R:OTHER|||separated|||REQUIRED|||-NONE-|||0
A 30 32|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 30 32|||R:OTHER|||them|||REQUIRED|||-NONE-|||1

S As I mentioned in the beginning , there is also disadvantages of social media tools .
A 11 12|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||when using|||REQUIRED|||-NONE-|||1

S One of them is that it reduce the level of concentration especially among the youngsters .
A 6 7|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||;|||REQUIRED|||-NONE-|||1

S This is because it is part of everyone 's habit to check their facebook 's page as their friends will post something new every second .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||his or|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||her|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||Facebook|||REQUIRED|||-NONE-|||1

S Thus , you can see that some students will browse facebook while attending lectures .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 11|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S This means that the students are not concetrating when they supposed to do so .
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||concentrating|||REQUIRED|||-NONE-|||0
A 10 10|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||concentrating|||REQUIRED|||-NONE-|||1
A 10 10|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||be|||REQUIRED|||-NONE-|||1

S As a result , it could affect their lives and studies .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This will then could lead to stress as these students are not able to cope with their studies because they were distracted .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 2 4|||R:WO|||could then|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||keep up|||REQUIRED|||-NONE-|||1

S In my opinion , every individual has to take responsibility of their own lives by making a right decision .
A 4 5|||R:ADJ|||social|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||media users|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||are obligated|||REQUIRED|||-NONE-|||0
A 8 14|||R:OTHER|||protect themselves|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||not allowing|||REQUIRED|||-NONE-|||0
A 16 17|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 17 18|||R:ADJ|||virtual|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||existence to supercede their actual one|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||his|||REQUIRED|||-NONE-|||1
A 11 11|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||her|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||life|||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||the|||REQUIRED|||-NONE-|||1

S There are advantages and disadvantages in using social media sites , however in this case striking balance between social media and lives is the most important thing to do .
A 0 1|||R:OTHER|||Social media|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||its|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||course , but for|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||its|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||users|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||priority must be placed on|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||healthy|||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||online|||REQUIRED|||-NONE-|||0
A 21 29|||R:OTHER|||offline worlds|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||sites.|||REQUIRED|||-NONE-|||1
A 10 12|||R:WO|||However ,|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||real life|||REQUIRED|||-NONE-|||1

S Nowadays , the use of the sociall media platforms is a commonplace in our lives .
A 0 1|||R:OTHER|||Today|||REQUIRED|||-NONE-|||0
A 2 6|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||0
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||an unavoidable fact and , for many ,|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||regular facet|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||their everyday life|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||social|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1

S In increasingly globalised world , such platforms even enhances and compliccates the links between indivduals in the world .
A 1 3|||R:OTHER|||our current " global village ''|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||social media|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||can both significantly|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||enhance|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||encumber|||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||our|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||lives -- often|||REQUIRED|||-NONE-|||0
A 14 18|||R:OTHER|||simultaneously|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 2 3|||R:MORPH|||globalized|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||enhance|||REQUIRED|||-NONE-|||1
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||complicated|||REQUIRED|||-NONE-|||1

S Thanks to them , people can get to know one another online , without having to travel to meet up for business purposes for companies or personal reasons .
A 0 2|||R:OTHER|||With|||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||today 's|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||amazing tech|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||relationships|||REQUIRED|||-NONE-|||0
A 6 9|||R:VERB|||form|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||bloom|||REQUIRED|||-NONE-|||0
A 13 17|||R:OTHER|||as users|||REQUIRED|||-NONE-|||0
A 17 19|||R:VERB|||come|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||together|||REQUIRED|||-NONE-|||0
A 21 22|||R:ADV|||emotionally|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||but|||REQUIRED|||-NONE-|||0
A 23 25|||R:OTHER|||not ( and sometimes|||REQUIRED|||-NONE-|||0
A 25 28|||R:OTHER|||never ) physically|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||these platforms|||REQUIRED|||-NONE-|||1
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||in person|||REQUIRED|||-NONE-|||1
A 22 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , it is also bringing some social changes whereby such virtual worlds are overtaking the real-life world , resulting in some negative impacts in individuaul 's daily lives and therefore becoming a large problem in societies as a whole .
A 25 25|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 25 26|||R:SPELL|||individual|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN:NUM|||life|||REQUIRED|||-NONE-|||0
A 35 36|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 36 37|||R:NOUN:NUM|||society|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||brings|||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||as|||REQUIRED|||-NONE-|||1
A 13 14|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||1
A 25 26|||R:SPELL|||individual|||REQUIRED|||-NONE-|||1
A 28 29|||R:NOUN|||lives.|||REQUIRED|||-NONE-|||1
A 29 30|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 30 31|||R:ORTH|||Therefore|||REQUIRED|||-NONE-|||1
A 31 31|||M:OTHER|||this is|||REQUIRED|||-NONE-|||1

S As people spend more and more time on such social media sites , the importance of the face-to-face human contacts has decresed .
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||decreased|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||contact|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||decreased|||REQUIRED|||-NONE-|||1

S As people feel more confident online where they do not have to face in real-life on the spot , they feel more comfortable and thus prefer communicating online .
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 13|||M:NOUN|||people|||REQUIRED|||-NONE-|||0
A 13 14|||U:PREP||||||REQUIRED|||-NONE-|||1

S This results in lack of interpersonal skills in individual , especially young students as they always have option to turn their back to the real-life and go online .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||individuals|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1

S This becomes a huge problem when they have no choice but have to face things in real life .
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||0
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||1

S As they are so used to having an online avatar , they may lose their self-identity in real life and may not realise how to interact people in real-life .
A 22 23|||R:MORPH|||realize|||REQUIRED|||-NONE-|||0
A 29 29|||M:NOUN|||circumstances|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||Because|||REQUIRED|||-NONE-|||1
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||interacting with others through|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||become unsure of|||REQUIRED|||-NONE-|||1
A 16 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 22 24|||R:OTHER|||difficulty|||REQUIRED|||-NONE-|||1
A 24 26|||R:VERB:FORM|||interacting|||REQUIRED|||-NONE-|||1
A 26 26|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 28 29|||R:OTHER|||real life|||REQUIRED|||-NONE-|||1

S Another problem with social media is that , the benefits from investing such enormous time and energy is not relfected as something positive to the users .
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||reflected|||REQUIRED|||-NONE-|||0
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 9 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 20|||R:OTHER|||invested does n't create|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 21 22|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||return for|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1

S The reason why it is so addictive is , that the more people get into the social media , they seek attention from their friends .
A 19 19|||M:ADV|||the more|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Social|||REQUIRED|||-NONE-|||1
A 1 4|||R:OTHER|||media|||REQUIRED|||-NONE-|||1
A 5 6|||U:ADV||||||REQUIRED|||-NONE-|||1
A 7 10|||R:OTHER|||because|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||a person|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||uses|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||it|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||more|||REQUIRED|||-NONE-|||1

S However , such sparks of sudden attention is extremely short-termed and gone eaily thus does not add any value or meaning to the user 's life .
A 7 8|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||easily|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||they do|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||excitement|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||from|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||given on social media|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||short-lived ,|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Also , according to a research , it has been proven that the users feel more sad after using the Facebook and this is because users unknowingly compare their lives with other people 's lives .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||In addition|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 20|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 25|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 32 34|||R:OTHER|||users '|||REQUIRED|||-NONE-|||1
A 35 35|||M:OTHER|||, and so feel more unsatisfied with themselves after using Facebook|||REQUIRED|||-NONE-|||1

S But seriously , most people only post the happiest moments in their lives .
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||in truth|||REQUIRED|||-NONE-|||1

S Social media definitely has some other strong benefits that make the users stay is the links among the people .
A 3 4|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||, like|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Another aspect of social|||REQUIRED|||-NONE-|||1
A 2 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||ability to connect with|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||other|||REQUIRED|||-NONE-|||1

S Indeed , I myself use Facebook just because of the friends ' contacts that I want to keep .
A 3 4|||U:PRON||||||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 8 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 18 18|||M:OTHER|||in contact with friends|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADV|||simply|||REQUIRED|||-NONE-|||1
A 8 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||contact with certain friends|||REQUIRED|||-NONE-|||1

S However , the friendship on such virtual world is so superficial which is not so relevant to the real-life .
A 4 5|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||real|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||life|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||real|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||life|||REQUIRED|||-NONE-|||1

S Also , as numerous profit-driven companies realize the hugh human traffic on such social media sites , they make it as a pond to fish the customers by uploading many advertisements .
A 8 9|||R:OTHER|||amount of|||REQUIRED|||-NONE-|||0
A 18 23|||R:OTHER|||will|||REQUIRED|||-NONE-|||0
A 23 25|||R:VERB|||attract|||REQUIRED|||-NONE-|||0
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||many|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||have noticed|||REQUIRED|||-NONE-|||1
A 8 10|||R:ADJ|||high|||REQUIRED|||-NONE-|||1
A 12 13|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||and so|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||use|||REQUIRED|||-NONE-|||1
A 19 23|||R:OTHER|||them|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB|||placing|||REQUIRED|||-NONE-|||1
A 29 30|||R:ADJ|||numerous|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN|||ads|||REQUIRED|||-NONE-|||1

S Furthermore this also possibly triggers the privacy issues as the Facebook allows some other profit-driven companies to have access to the information on the users .
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||belonging to|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||users '|||REQUIRED|||-NONE-|||1
A 22 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S As this happens , users are more and more pron to any possible frauds .
A 9 10|||R:MORPH|||prone|||REQUIRED|||-NONE-|||0
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||prone|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||fraud|||REQUIRED|||-NONE-|||1

S Social media sites are at their peaks at the moment , however , I believe that when people realize that such sites are not making them better persons in real-life , they will not be indulged in it as much as they are now .
A 6 7|||R:NOUN|||peaks.|||REQUIRED|||-NONE-|||0
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 12|||U:PUNCT|||However|||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||these|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 36 38|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||peak|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN|||moment.|||REQUIRED|||-NONE-|||1
A 10 12|||U:PUNCT|||However|||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||real life|||REQUIRED|||-NONE-|||1
A 34 36|||R:VERB:TENSE|||indulge|||REQUIRED|||-NONE-|||1
A 42 43|||R:VERB|||do|||REQUIRED|||-NONE-|||1

S The users , soon , will realise that they do not need such social media sites to keep in contact with the their friends because , if they really need somebody , they will reach the friends no matter what .
A 2 3|||R:OTHER|||will|||REQUIRED|||-NONE-|||0
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 5 7|||R:VERB|||realize|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 31 32|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 35 36|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||will|||REQUIRED|||-NONE-|||1
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 5 7|||R:VERB|||realize|||REQUIRED|||-NONE-|||1
A 25 26|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 35 37|||R:OTHER|||him or her|||REQUIRED|||-NONE-|||1

S We think we are all connected through all sorts of social media , but do we really get connected or falling apart ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 17 18|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 20 20|||M:OTHER|||are we|||REQUIRED|||-NONE-|||1

S Social media sites like Facebook and Twitter are born with the intention of connecting people , from around the world .
A 7 8|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||created|||REQUIRED|||-NONE-|||0
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The idea seems great , and nowadays most people even the older generation will have at least one social media platform like Facebook .
A 9 9|||M:PUNCT|||-|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||-|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||use|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||including|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||generations|||REQUIRED|||-NONE-|||1

S The parents are now the " friends " of their kids , and they can now " follow " their kids more closely and on real time .
A 7 8|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 18 19|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 24 25|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 7 8|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||children|||REQUIRED|||-NONE-|||1
A 18 19|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||children|||REQUIRED|||-NONE-|||1

S People post about their random thoughts or daily activities via Twitter and post different kinds of photos on Facebook frequently , to be connected with their so called friends .
A 1 1|||M:ADV|||frequently|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||in order|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||so-called|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||all|||REQUIRED|||-NONE-|||1
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , as we then tend to spend too much time on this and have significantly reduced in face-to-face human contact , that eventually affects our interpersonal skills .
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||0
A 22 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 28 28|||M:VERB|||are affected|||REQUIRED|||-NONE-|||0
A 22 23|||R:DET|||this|||REQUIRED|||-NONE-|||1

S First and foremost , I would like to share on the advantages of using such social media in my daily life .
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1

S As a student , I tend to meet lots of people from different background and at different settings .
A 13 14|||R:NOUN:NUM|||backgrounds|||REQUIRED|||-NONE-|||0
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S We may meet only once but we exchange our contact numbers as well as facebook account in order to keep in touch .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 14 15|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 16 16|||M:NOUN|||information|||REQUIRED|||-NONE-|||0
A 14 15|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||accounts|||REQUIRED|||-NONE-|||1

S Unlike just keeping contact numbers that we may not even call , social media like facebook is a great way for friends from different field or even from different parts of the world to be connected .
A 1 2|||U:ADV||||||REQUIRED|||-NONE-|||0
A 8 10|||R:ADV|||never|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||medium|||REQUIRED|||-NONE-|||0
A 15 16|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||0
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 34 35|||R:VERB|||stay|||REQUIRED|||-NONE-|||0
A 14 14|||M:NOUN|||sites|||REQUIRED|||-NONE-|||1
A 15 16|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||1

S Within clicks , we could check on the friend 's profile and read on for his/her updates .
A 0 1|||R:PREP|||With|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||a few|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||read|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||his|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||or|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S On another hand , we could update our profile by posting on the wall and our friends could read up on the newsfeed .
A 1 2|||R:OTHER|||the other|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||the other|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||our|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||which|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 19 20|||U:PART||||||REQUIRED|||-NONE-|||1
A 21 22|||R:DET|||their|||REQUIRED|||-NONE-|||1

S This allows friends that may not have the time for meet up to still connected in a way .
A 9 10|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||in person|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||connect|||REQUIRED|||-NONE-|||0
A 9 10|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||1

S Not only that , new friends can be easily met through such online platforms .
A 4 4|||M:OTHER|||it is possible to make|||REQUIRED|||-NONE-|||0
A 6 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 7|||M:ADV|||also|||REQUIRED|||-NONE-|||1

S Hence , our social circle is indeed expanding .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nonetheless , what seems to make us connected can be the cause that falls us apart .
A 5 6|||R:VERB|||connect|||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||0
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||also|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 15|||M:VERB|||to drift|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||connect|||REQUIRED|||-NONE-|||1
A 7 10|||R:VERB|||could become|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||reason we|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||will|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||fall|||REQUIRED|||-NONE-|||1
A 14 15|||U:PRON||||||REQUIRED|||-NONE-|||1

S The obvious disadvantage of using social media is that the time reduction on face-to-face contact .
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||Social|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||'s disadvantage|||REQUIRED|||-NONE-|||1
A 9 10|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||cuts|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||down|||REQUIRED|||-NONE-|||1
A 13 13|||M:ADJ|||human|||REQUIRED|||-NONE-|||1

S This subsequently leads to the poor interpersonal skills that inhibit the growth of our real social circle .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For example , we tend send a birthday wishes when Facebook promts us " Today is someone 's birthday " .
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||wish|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||prompts|||REQUIRED|||-NONE-|||0
A 19 20|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||only because|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||reminds|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1

S In fact , we may have just forgotten our friend 's birthday .
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||if facebook had n't listed our friend 's birthdays on our calendar for us|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||We|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||1
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||1

S We used to send wishes cards during festive season like Chinese New Year , and we feel so good to write one and of course to receive one with stamps on it .
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||felt|||REQUIRED|||-NONE-|||0
A 19 21|||R:VERB:FORM|||writing|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 23 25|||R:OTHER|||surprisingly|||REQUIRED|||-NONE-|||0
A 25 27|||R:VERB:FORM|||received|||REQUIRED|||-NONE-|||0
A 29 29|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 29 30|||R:NOUN:NUM|||stamp|||REQUIRED|||-NONE-|||0
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||seasons|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||Year.|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||We would|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||a card|||REQUIRED|||-NONE-|||1
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 28 32|||R:OTHER|||through the mail|||REQUIRED|||-NONE-|||1

S Gone were the times , and now we do mass sending and the receiver may feel less meaning in such online wishes .
A 0 4|||R:OTHER|||Those days are gone|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||nowadays often replaced by online interactions|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 14|||R:OTHER|||emailing which , for|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||many|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||, are much|||REQUIRED|||-NONE-|||0
A 17 18|||R:MORPH|||meaningful|||REQUIRED|||-NONE-|||0
A 18 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||of writing|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||online.|||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||The|||REQUIRED|||-NONE-|||1

S As time passed , we may have more " friends " on the list , but the meaning of friends needs to be redefined .
A 1 2|||R:NOUN:NUM|||times|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||passes|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||list|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||0
A 10 14|||R:OTHER|||'' grows and grows|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||friendships|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||become less and|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||less|||REQUIRED|||-NONE-|||0
A 23 24|||R:ADJ|||significant|||REQUIRED|||-NONE-|||0
A 10 11|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1

S In a nutshell , every sword has two edges .
A 0 0|||M:OTHER|||What it all boils|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||down to|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||is the simple fact that it 's|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||double-edged|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The users of every social media sites need to strike a balance between the real world versus the virtual one .
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||All|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||users|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||find|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||their illusory online existence and their genuine ,|||REQUIRED|||-NONE-|||0
A 16 20|||R:OTHER|||life|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1

S We should maximize the benefits of such platforms but be careful of its impacts on the actual life that we have .
A 0 3|||R:OTHER|||There 's nothing wrong with making|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||best|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ|||online social|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||experience ,|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||effects|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||social media can be pernicious and|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||it 's|||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||vital to keep it in|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||perspective , especially|||REQUIRED|||-NONE-|||0
A 17 21|||R:OTHER|||when it bleeds over into reality|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Ultimately , the best way to enhance interpersonal skills is still through face-to-face meetings but social media sites are only the tools to enhance it .
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||meetings.|||REQUIRED|||-NONE-|||0
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 15 16|||R:ORTH|||Social|||REQUIRED|||-NONE-|||0
A 19 20|||R:ADV|||merely|||REQUIRED|||-NONE-|||0
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||supplement|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||these relationships|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:TENSE|||can be|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||used as|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB|||supplement|||REQUIRED|||-NONE-|||1

S Nowadays , social media sites are commonly used in the society .
A 0 3|||U:OTHER|||Social|||REQUIRED|||-NONE-|||0
A 6 6|||M:ADV|||now|||REQUIRED|||-NONE-|||0
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||use of|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 6 7|||R:MORPH|||common|||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1

S I believe 80 percents of people plays social media sites .
A 0 2|||R:OTHER|||Perhaps as much as|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||%|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||the world 's population|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||uses|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||percent|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||use|||REQUIRED|||-NONE-|||1

S These sites play the role of connecting people around the world .
A 2 6|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:FORM|||connect|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S It consists of the function of connecting , sharing , interacting and advertising .
A 0 1|||R:OTHER|||Social media|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||sites|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||help|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||people|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:FORM|||connect|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||share|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||interact but the sites also include|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||functions|||REQUIRED|||-NONE-|||1

S However , there are also some disadvantages occur due to the social media which are concerned in the society .
A 7 8|||R:OTHER|||occurring ,|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||concerning|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||society of|||REQUIRED|||-NONE-|||1
A 13 19|||R:OTHER|||use|||REQUIRED|||-NONE-|||1

S Therefore , this article is written to explain the pros and cons of using social media in our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S First , with the function of social media sites that connects the people , everyone is able to interact and communicate with friends and families , or even strangers without any time and place constraints .
A 10 11|||R:VERB:SVA|||connect|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 32 33|||R:CONJ|||or|||REQUIRED|||-NONE-|||0
A 2 6|||R:OTHER|||by using|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||connect|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 25 26|||R:PUNCT|||-|||REQUIRED|||-NONE-|||1
A 29 29|||M:PUNCT|||-|||REQUIRED|||-NONE-|||1
A 30 31|||U:DET||||||REQUIRED|||-NONE-|||1

S Through the social media sites , we can chat with our friends who stay in Europe and New Zealand .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||live|||REQUIRED|||-NONE-|||1

S There are over thousand miles between Singapore and these two countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||more than one|||REQUIRED|||-NONE-|||1

S However , we are able to chat with our friends without travel to the countries .
A 11 12|||R:VERB:FORM|||traveling|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||these other|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB|||having to|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||these|||REQUIRED|||-NONE-|||1

S It saves a lot of money and time as well as strengthen our relationship although we stay at different places around the world .
A 8 9|||R:OTHER|||, and|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||allows|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||us|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||to maintain|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||live|||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||parts|||REQUIRED|||-NONE-|||0
A 20 21|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||strengthens|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||, even|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||though|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB|||are located|||REQUIRED|||-NONE-|||1

S Besides that , company also can use the convenience of social media sites , such as Facebook chat or Skype to facilitate the meeting with parties of project from around the world .
A 3 4|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||0
A 4 6|||R:WO|||can also|||REQUIRED|||-NONE-|||0
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||conveniently collaborate|||REQUIRED|||-NONE-|||0
A 25 28|||R:OTHER|||business partners|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||1
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 17 18|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||meetings|||REQUIRED|||-NONE-|||1
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Substantial cost is saved without the tiring travel from one point to another point .
A 1 2|||R:NOUN|||money|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||, and there is|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||no|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||need|||REQUIRED|||-NONE-|||0
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||costs|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||need for|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||traveling|||REQUIRED|||-NONE-|||1
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||1

S With the huge amount of cost savings , this capital can be utilized in the other sectors which benefits company more and boost up the company 's profit .
A 0 2|||U:PREP|||The|||REQUIRED|||-NONE-|||0
A 2 10|||R:OTHER|||money saved|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||companies|||REQUIRED|||-NONE-|||0
A 22 25|||R:OTHER|||increases|||REQUIRED|||-NONE-|||0
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:SVA|||benefit|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||, thus|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:FORM|||boosting|||REQUIRED|||-NONE-|||1
A 23 24|||U:PART||||||REQUIRED|||-NONE-|||1

S However , there are two sides of stories always .
A 0 1|||M:OTHER|||All stories , however|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||have at least|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 4|||M:ADV|||always|||REQUIRED|||-NONE-|||1
A 6 9|||R:OTHER|||to a story|||REQUIRED|||-NONE-|||1

S Some scholars argue that the usage of social media reduces the face-to-face connection between human .
A 1 2|||R:NOUN|||experts|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||believe|||REQUIRED|||-NONE-|||0
A 4 7|||R:OTHER|||heavy|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||usage significantly limits|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||effective|||REQUIRED|||-NONE-|||0
A 12 15|||R:OTHER|||communication and weakens the skills associated with it|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1

S Since ancient times , human interact with others face by face .
A 1 3|||R:OTHER|||the beginning of civilization|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||interaction|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||has|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||been|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||characterized|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||face-to-face communication|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1
A 5 5|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||interacted|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Without the facial impression , it is easier to misunderstand the intention of speakers .
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||When|||REQUIRED|||-NONE-|||0
A 3 7|||R:OTHER|||cues are|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||removed|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||from|||REQUIRED|||-NONE-|||0
A 11 11|||M:ADJ|||human|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||conversation dynamic|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||, instances|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||miscommunication multiply and|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||misunderstandings skyrocket|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||seeing|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||expression|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ:FORM|||easy|||REQUIRED|||-NONE-|||1

S That is why facial impression is one of the most important elements in social learning .
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||0
A 1 3|||R:OTHER|||'s for this reason that|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||expressions|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||-- and what they communicate -- are a key component|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||social|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||development|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADJ|||societal|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||functionality|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||expression|||REQUIRED|||-NONE-|||1

S In addition , " social media sites will affect writing skills " , that is the point of view in society .
A 3 4|||R:OTHER|||the point of view in society is that|||REQUIRED|||-NONE-|||0
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 11 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||it 's a fairly common belief that pervasive use of|||REQUIRED|||-NONE-|||1
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||have a negative impact on|||REQUIRED|||-NONE-|||1
A 11 18|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||current|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||and future generations|||REQUIRED|||-NONE-|||1

S Based on the statistic report , the more of the writing skills will be reduced when the more time used in the social media sites .
A 3 4|||R:MORPH|||statistical|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||data|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||time spent on social media sites ,|||REQUIRED|||-NONE-|||0
A 10 10|||M:ADV|||more|||REQUIRED|||-NONE-|||0
A 15 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||Statistics|||REQUIRED|||-NONE-|||1
A 4 9|||R:OTHER|||indicate|||REQUIRED|||-NONE-|||1
A 9 10|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||skill|||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB|||continue|||REQUIRED|||-NONE-|||1
A 15 19|||R:OTHER|||to diminish|||REQUIRED|||-NONE-|||1
A 19 22|||R:OTHER|||as|||REQUIRED|||-NONE-|||1
A 25 25|||M:OTHER|||consume increasing amounts of users ' time|||REQUIRED|||-NONE-|||1

S I believe most of us have the experience of suddenly forget how to write a word that we should know .
A 10 11|||R:VERB:FORM|||forgetting|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||It 's likely|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||, like myself ,|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||been|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||surprised|||REQUIRED|||-NONE-|||1
A 8 9|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 9 12|||R:OTHER|||find themselves struggling|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||spell|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||used to|||REQUIRED|||-NONE-|||1

S The auto correction software is so effective when using electronic device until we did not realize the importance of writing .
A 0 2|||U:DET|||Auto|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Thanks to its effectiveness , the|||REQUIRED|||-NONE-|||1
A 3 6|||R:OTHER|||feature of|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||today|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||'s|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||devices|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||has become|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||a necessity for many , even as|||REQUIRED|||-NONE-|||1
A 19 19|||M:ADJ|||individual|||REQUIRED|||-NONE-|||1
A 20 20|||M:NOUN|||skill fades|||REQUIRED|||-NONE-|||1

S Writing is an essential skill of person who express their own feelings and opinions .
A 7 8|||R:OTHER|||by letting them|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||The ability to write well|||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 3 4|||R:ADJ|||vital|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||tool|||REQUIRED|||-NONE-|||1
A 5 7|||R:OTHER|||for anyone wishing|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||to effectively|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||thoughts|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||feelings|||REQUIRED|||-NONE-|||1

S 'Privacy ' , this is the word that popular in these few decades .
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 9 9|||M:NOUN|||word|||REQUIRED|||-NONE-|||0
A 11 11|||M:ADJ|||past|||REQUIRED|||-NONE-|||0
A 0 0|||M:PUNCT|||"|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||Privacy|||REQUIRED|||-NONE-|||1
A 1 2|||R:PUNCT|||, ''|||REQUIRED|||-NONE-|||1
A 2 2|||M:OTHER|||societally speaking|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN|||concept|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||'s taken center stage|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||over|||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ|||last several|||REQUIRED|||-NONE-|||1

S Human has their own rights and privacy .
A 0 1|||R:MORPH|||Humans|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||Every human|||REQUIRED|||-NONE-|||1
A 4 4|||M:ADJ|||individual|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||right|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||to|||REQUIRED|||-NONE-|||1

S I believe that most of us agree with these terms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||They are terms|||REQUIRED|||-NONE-|||1
A 3 6|||R:OTHER|||, generally speaking ,|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||are met|||REQUIRED|||-NONE-|||1
A 8 8|||M:ADV|||almost|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||universal|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN|||agreement|||REQUIRED|||-NONE-|||1

S However , there is news about the social media sites leaks users ' information to companies with cash reimbursement .
A 10 11|||R:VERB:FORM|||leaking|||REQUIRED|||-NONE-|||0
A 12 13|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||But behind the scenes|||REQUIRED|||-NONE-|||1
A 2 3|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||'s been|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||found that , for|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||a price , major|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||outlets regularly funnel|||REQUIRED|||-NONE-|||1
A 11 13|||R:NOUN:POSS|||user|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||info|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||hungry to|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||it|||REQUIRED|||-NONE-|||1

S Everything we type in the social media sites is recorded in the server and then transfer to the companies for spying and advertising .
A 15 16|||R:VERB:TENSE|||transfered|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Anything and everything|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||a user|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||chooses to share|||REQUIRED|||-NONE-|||1
A 3 4|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||permanently logged|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||company|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||servers|||REQUIRED|||-NONE-|||1
A 14 19|||R:OTHER|||utilized|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||tracking|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN|||marketing purposes|||REQUIRED|||-NONE-|||1

S Although it looks like no laws and it is your own space to speak and do anything you want , you are actually wrong .
A 3 4|||R:PREP|||as though|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||there are|||REQUIRED|||-NONE-|||0
A 16 17|||R:PRON|||whatever|||REQUIRED|||-NONE-|||0
A 1 1|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 1 2|||R:PRON|||you|||REQUIRED|||-NONE-|||1
A 2 4|||R:OTHER|||think there are|||REQUIRED|||-NONE-|||1
A 7 7|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||1
A 22 23|||U:ADV||||||REQUIRED|||-NONE-|||1

S You are not only controlled by the government laws but also spied by the government .
A 2 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||while|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB:TENSE|||being|||REQUIRED|||-NONE-|||0
A 12 12|||M:PART|||on|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 12|||M:PART|||on|||REQUIRED|||-NONE-|||1

S In conclusion , everything has two sides of stories .
A 3 4|||R:OTHER|||there|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||to the story|||REQUIRED|||-NONE-|||0
A 4 4|||M:NOUN|||story|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It is our responsibility to identify the advantages and disadvantages of social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S To utilize the technology well , we should do our effort to not only balance the pros and cons but also lengthen the pros and shorten the cons .
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB|||strengthen|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB|||eliminate|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||best|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB|||maximize|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB|||minimize|||REQUIRED|||-NONE-|||1

S Thus , the new technology will be able to bring a prosperous future for our and next generation .
A 14 14|||M:PRON|||us|||REQUIRED|||-NONE-|||0
A 14 16|||R:WO|||and our|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||create|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||1

S With the wide spread of advanced technology , social media sites are becoming more and more popular .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 3|||R:ADJ|||widespread|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||use|||REQUIRED|||-NONE-|||1

S Getting connected on social media such as facebook and twitter has become a main trend as well as daily work nowadays .
A 7 8|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||used|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 8|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 9 10|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||1
A 10 12|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN|||habit|||REQUIRED|||-NONE-|||1

S With this situation , both advantages and disadvantages of using social media apply to our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||In|||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||social media use has created|||REQUIRED|||-NONE-|||1
A 8 14|||R:OTHER|||in|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S On one side , it is obvioualy that many advantages have been brought to our lives .
A 6 7|||R:SPELL|||obvious|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||hand|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||obvious|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||it offers|||REQUIRED|||-NONE-|||1
A 10 13|||U:VERB||||||REQUIRED|||-NONE-|||1

S Social media provides people with the opportunity to get contact with each other every time and everywhere .
A 2 3|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 10 11|||U:PREP||||||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||anytime|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||any place|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||affords|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||users|||REQUIRED|||-NONE-|||1
A 7 8|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||immediate|||REQUIRED|||-NONE-|||1
A 10 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||instant satisfaction|||REQUIRED|||-NONE-|||1

S Whether we are at home or at school , at work or on a holiday , we are able to communicate and interact with our friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||Social media devotees , whether|||REQUIRED|||-NONE-|||1
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||work|||REQUIRED|||-NONE-|||1
A 9 9|||M:CONJ|||both|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||university|||REQUIRED|||-NONE-|||1
A 11 12|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||vacation|||REQUIRED|||-NONE-|||1
A 16 19|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 19 21|||R:VERB|||access|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||interface|||REQUIRED|||-NONE-|||1
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||1
A 26 26|||M:OTHER|||and family. Time and place are no longer obstacles|||REQUIRED|||-NONE-|||1

S Even when people are thousands of miles apart , social media make it possible to have interaction by keep writing comments .
A 15 16|||U:VERB||||||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||interact|||REQUIRED|||-NONE-|||0
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Despite|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||fact they|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||'re separated|||REQUIRED|||-NONE-|||1
A 4 4|||M:PREP|||by|||REQUIRED|||-NONE-|||1
A 7 8|||U:ADV||||||REQUIRED|||-NONE-|||1
A 11 14|||R:OTHER|||continues|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||facilitate human|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||communication|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||faithfully|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||transmitting|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||messages anywhere and at any time|||REQUIRED|||-NONE-|||1

S When our phones are accidentally done , we can also use the social media to get contact with our friends .
A 4 6|||R:OTHER|||down|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB|||maintain|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Even if|||REQUIRED|||-NONE-|||1
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||phone|||REQUIRED|||-NONE-|||1
A 3 6|||R:OTHER|||is impossible|||REQUIRED|||-NONE-|||1
A 6 11|||R:OTHER|||-- for whatever reason -- messaging|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||through|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||can still occur|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 17 20|||R:OTHER|||is maintained|||REQUIRED|||-NONE-|||1

S Some people who are try to talk in the public can also actively take part in the group chatting via social media .
A 3 4|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||A|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||percentage|||REQUIRED|||-NONE-|||1
A 2 4|||R:OTHER|||of users can|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||manage|||REQUIRED|||-NONE-|||1
A 6 12|||R:OTHER|||remain|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||involved with|||REQUIRED|||-NONE-|||1
A 17 17|||M:OTHER|||help of|||REQUIRED|||-NONE-|||1
A 18 20|||R:OTHER|||chat options offered by|||REQUIRED|||-NONE-|||1
A 22 22|||M:NOUN|||outlets|||REQUIRED|||-NONE-|||1

S Besides , we can make more friends by such interactions when our friends also bring their friends in .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||during|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||include|||REQUIRED|||-NONE-|||1
A 17 18|||U:PART||||||REQUIRED|||-NONE-|||1

S Therefore , the popularity of social media sites have made it more convenient for people ot update friends ' status and contact with friends more frequently .
A 15 16|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 21 21|||M:VERB|||maintain|||REQUIRED|||-NONE-|||0
A 15 16|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||1
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||1

S On the other side , we need to rethink about the influences brought by the social media .
A 3 4|||R:NOUN|||hand|||REQUIRED|||-NONE-|||0
A 9 15|||R:OTHER|||how|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||influences us|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||hand|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||think|||REQUIRED|||-NONE-|||1
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 17|||M:VERB|||have had|||REQUIRED|||-NONE-|||1

S There are still many disadvantages of using social media .
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Firstly , interpersonal skills may be affacted by the reduction in face-to-face human contact .
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||affected|||REQUIRED|||-NONE-|||1

S While social media brings convenience to people life , people are more and more willing to use social media for chatting instead of face-to-face chatting which has a time and place requirement .
A 0 2|||U:PREP|||Social|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||as|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 23 23|||M:VERB|||talking|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB|||requires|||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN|||commitment|||REQUIRED|||-NONE-|||0
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 24 25|||U:NOUN||||||REQUIRED|||-NONE-|||1

S People who are not good at public chatting may be more reluctant to talk to people , and their interpersonal skills can never be improved under this situation .
A 16 16|||M:OTHER|||in person|||REQUIRED|||-NONE-|||0
A 17 18|||R:CONJ|||so|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 23 25|||R:VERB:TENSE|||improve|||REQUIRED|||-NONE-|||0
A 25 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 26|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Secondly , people 's over-addition may avoidably , to some degree , exacerbate social alienation , and this kind of alienation causes some social media users to suffer from the over-dependence of virtual social networking .
A 4 5|||R:NOUN|||overuse|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN|||dependence|||REQUIRED|||-NONE-|||0
A 31 32|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||over-addiction|||REQUIRED|||-NONE-|||1

S More and more networking has been transferred to internet from real life .
A 4 7|||R:VERB|||is taking|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||place on|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||rather than in|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is a potential danger for teenagers who are growing with social changes to get hurt .
A 0 1|||R:OTHER|||There|||REQUIRED|||-NONE-|||0
A 10 11|||U:PREP||||||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||socially|||REQUIRED|||-NONE-|||0
A 12 13|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 13 16|||U:VERB||||||REQUIRED|||-NONE-|||1

S Thirdly , a lot of updating of luxury living standard as well as other show-off situations may make people 's daily life more and more grandiloquent , which is not an accurate social growing trend .
A 2 6|||R:OTHER|||frequent updates|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||standards|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||where people|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||feel like showing off ,|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||lives seem|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||Third|||REQUIRED|||-NONE-|||1
A 2 6|||R:OTHER|||frequent updates boasting|||REQUIRED|||-NONE-|||1
A 7 19|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 20 21|||R:ADJ|||extravagant|||REQUIRED|||-NONE-|||1
A 21 26|||R:OTHER|||life-style|||REQUIRED|||-NONE-|||1

S Lastly , it is easy for people to waste a lot of time using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Again , there is a trend for them to suffer from social media addition and their study and work may be greatly influenced .
A 6 9|||R:OTHER|||of people|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||suffering|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||, which may greatly influence|||REQUIRED|||-NONE-|||0
A 19 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 8|||R:OTHER|||addiction|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||using|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||is common|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB|||may impact|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||1
A 19 23|||R:OTHER|||negatively|||REQUIRED|||-NONE-|||1

S Since we can see both advantages and disadvantages of using social media , and we can not deny the huge benefits that have been brought to us , this main trend of using social media may be still lasting for a long time .
A 0 3|||R:OTHER|||Even|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||though|||REQUIRED|||-NONE-|||0
A 12 12|||M:VERB|||can be seen|||REQUIRED|||-NONE-|||0
A 13 14|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||us.|||REQUIRED|||-NONE-|||0
A 27 30|||R:OTHER|||The|||REQUIRED|||-NONE-|||0
A 36 37|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 38 39|||R:VERB:FORM|||last|||REQUIRED|||-NONE-|||0
A 12 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 29 30|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 36 39|||R:OTHER|||last|||REQUIRED|||-NONE-|||1

S Therefore , everytime when we use social media , we should take both sides into consideration and try to avoid be affected by the disadvantages .
A 2 3|||R:SPELL|||every|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||time|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||every time|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:TENSE|||becoming|||REQUIRED|||-NONE-|||1

S Only by absorbing the essence and discarding the dregs can we make better use of the social media .
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||making use of|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||good|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||bad|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1

S In the sophisticated era like these days , experts keep producing inventions that are meant to make life easier .
A 1 2|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 7|||R:OTHER|||we live in|||REQUIRED|||-NONE-|||1
A 9 11|||R:VERB:FORM|||continue to produce|||REQUIRED|||-NONE-|||1

S Geographical and transportation borders are not a problem anymore because communication and information technologies were enhanced continuously .
A 14 15|||R:VERB:TENSE|||are being|||REQUIRED|||-NONE-|||0
A 1 1|||M:NOUN|||borders|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||limits|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 15 17|||R:OTHER|||advanced|||REQUIRED|||-NONE-|||1

S Telephone may be perceived as a big innovation created ever when the first time Graham Bell introduced it .
A 0 1|||M:DET|||The telephone|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ:FORM|||biggest|||REQUIRED|||-NONE-|||0
A 8 10|||R:WO|||ever created|||REQUIRED|||-NONE-|||0
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 16|||M:ADV|||first|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The telephone|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||have been|||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 14|||R:OTHER|||Alexander|||REQUIRED|||-NONE-|||1
A 16 16|||M:ADV|||first|||REQUIRED|||-NONE-|||1

S However , since internet were known , telephone started to give way to social media sites .
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||was|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||came into being|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Many advantages are given to the users .
A 0 1|||M:OTHER|||Users enjoy many|||REQUIRED|||-NONE-|||0
A 2 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||The|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||have many advantages|||REQUIRED|||-NONE-|||1

S Let us take example from Facebook and Twitter , two of the most famous social media sites .
A 1 5|||R:OTHER|||'s examine|||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||examples|||REQUIRED|||-NONE-|||1

S Through Facebook , peope are able to maintain relationship with their old acquaintances .
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||0
A 2 6|||R:OTHER|||users|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB|||can|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||connect|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1

S This benefit can not be obtained through telephone or mail because people 's particular and address may change from time to time while on Facebook , people can keep in contact with old friends just by using name and photo , for example , as the identifier .
A 0 7|||R:OTHER|||Neither|||REQUIRED|||-NONE-|||0
A 8 9|||R:CONJ|||nor|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||are as useful|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||these|||REQUIRED|||-NONE-|||0
A 13 17|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||change.|||REQUIRED|||-NONE-|||0
A 18 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 27 29|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 29 36|||R:OTHER|||the advantage of|||REQUIRED|||-NONE-|||0
A 37 37|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 40 41|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 41 42|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 42 47|||R:OTHER|||identify a contact|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||telephone numbers|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||addresses|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN|||time.|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||But|||REQUIRED|||-NONE-|||1
A 37 37|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 40 44|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Facebook is like a combination of message and chatting service , personal profile , media of sharing , and other entertainment add-on ( i.e .
A 1 3|||R:OTHER|||combines|||REQUIRED|||-NONE-|||0
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||person 's|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||add-ons|||REQUIRED|||-NONE-|||0
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||services|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||profiles|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||and a|||REQUIRED|||-NONE-|||1
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 19 20|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||platform|||REQUIRED|||-NONE-|||1

S social games ) which allow users to communicate with remote people , and also to update and express themselves at the same time .
A 2 3|||R:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 16|||M:NOUN|||information|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:CONJ|||but|||REQUIRED|||-NONE-|||1
A 19 23|||R:OTHER|||while doing so|||REQUIRED|||-NONE-|||1

S Twitter , that has more simplified function compared to Facebook , gives more benefit if used as information sharing media .
A 2 3|||R:DET|||which|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||benefits|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||it is|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 19 20|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||which|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||beneficial|||REQUIRED|||-NONE-|||1
A 17 17|||M:OTHER|||a medium for|||REQUIRED|||-NONE-|||1
A 19 20|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Twitter only allow users to give update that is limited to short sentences in order to spread the words fast , that only highlighted messages are delivered .
A 2 3|||R:VERB:SVA|||allows|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||updates|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||messages|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||updates|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||word|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||fast.|||REQUIRED|||-NONE-|||1
A 20 23|||U:OTHER|||Only|||REQUIRED|||-NONE-|||1

S For Facebook , a comprehensive way of sharing is offered since multiple photos and videos can be uploaded , long notes can be published , even documents and data can be shared through Facebook nowadays .
A 10 11|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 25 25|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 32 35|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||offers|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:ADJ:FORM|||longer|||REQUIRED|||-NONE-|||1
A 34 35|||U:ADV||||||REQUIRED|||-NONE-|||1

S These advantages also comes in handy as most of these social media sites are accessible through mobile application in our smartphones .
A 3 4|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||0
A 18 19|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||applications|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||people 's|||REQUIRED|||-NONE-|||1

S Despite the luxury that is offered by social media , there are also harmful side effects which people may not realize it beforehand .
A 0 5|||R:OTHER|||Social media sites|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||offer|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||cutting-edge ease and convenience , on the one|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||hand|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||but they|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||harbor some potentially|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||-- and often hidden --|||REQUIRED|||-NONE-|||0
A 16 16|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 16 17|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 17 23|||R:OTHER|||process|||REQUIRED|||-NONE-|||0
A 21 22|||U:PRON||||||REQUIRED|||-NONE-|||1

S Researches show that face-to-face meeting frequency among people that are addicted to social media sites has been decreasing .
A 0 2|||R:OTHER|||Recent data indicates|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||social|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||media|||REQUIRED|||-NONE-|||0
A 5 9|||R:OTHER|||addicts|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||experiencing fewer and fewer|||REQUIRED|||-NONE-|||0
A 12 13|||R:ADJ|||real|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||world|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||interactions and|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||percentage of face-to-face|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||interfacing continues to decline|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN:NUM|||Research|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||shows|||REQUIRED|||-NONE-|||1

S As the consequence , it affects their interpersonal skills .
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||suffer a negative impact|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1

S People can think while typing and prepare what they want to say but in face-to-face communication , every word that comes out of your mouth and may be not well arranged is the picture of your personality .
A 1 1|||M:OTHER|||have time|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||to prepare|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||responses|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||when|||REQUIRED|||-NONE-|||0
A 5 5|||M:ADV|||back|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||forth , in contrast|||REQUIRED|||-NONE-|||0
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||interactions|||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||where|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||the language does|||REQUIRED|||-NONE-|||0
A 21 25|||R:OTHER|||n't have time to linger|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||responses|||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||immediate|||REQUIRED|||-NONE-|||0
A 30 37|||R:OTHER|||and unrehearsed|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 29|||R:OTHER|||regardless of how|||REQUIRED|||-NONE-|||1
A 30 30|||M:OTHER|||it is|||REQUIRED|||-NONE-|||1

S This skill requires practices and can not be done completely through social media .
A 0 0|||M:OTHER|||It 's|||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||that demands|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||honing|||REQUIRED|||-NONE-|||0
A 5 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||often wo n't facilitate that function|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||practice|||REQUIRED|||-NONE-|||1

S There is a situation where a family is having a dinner together in a restaurant but everybody is busy with their own gadget , posting picture in Facebook , updating status on Twitter , or even chatting with friends .
A 1 2|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||situations|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||families|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 20|||M:OTHER|||his or|||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||her|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:NUM|||pictures|||REQUIRED|||-NONE-|||0
A 26 27|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Imagine|||REQUIRED|||-NONE-|||1
A 23 24|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||pictures|||REQUIRED|||-NONE-|||1
A 26 27|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 30 30|||M:DET|||their|||REQUIRED|||-NONE-|||1

S These social media serves a purpose to bind people in spite of their geographical boundaries but it does n't mean that surrounding people are neglected as the payoff .
A 3 4|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||connect|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||locations ,|||REQUIRED|||-NONE-|||0
A 21 22|||U:VERB||||||REQUIRED|||-NONE-|||0
A 23 23|||M:OTHER|||around you|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||should be|||REQUIRED|||-NONE-|||0
A 26 27|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN|||trade-off|||REQUIRED|||-NONE-|||0
A 0 2|||U:DET|||Social|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 28|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This is related to the interpersonal skill that is mentioned before , that can be decreasing qualitatively if we are used to facing gadget , not facing human being .
A 6 7|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||before.|||REQUIRED|||-NONE-|||0
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 12 13|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB:TENSE|||decrease|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||in quality|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||interacting with|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||gadgets|||REQUIRED|||-NONE-|||0
A 24 26|||R:OTHER|||instead|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||0
A 11 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Another disadvantage that affects other people is that by only showing selected part of our lives , we build " false image " in public .
A 11 12|||R:ADJ:FORM|||select|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||parts|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 22 23|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 23 24|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 24 24|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 23|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1

S We tend to only share our happy moments in media .
A 8 9|||R:OTHER|||on social|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Because of this , other people start to think that our lives are full of happiness with no problem at all .
A 18 19|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1

S Other people then are influenced by us and tend to do the same .
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A 2 4|||R:WO|||are then|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S As a result , people think of theirselves lowly and may lead to depression and mental disorder .
A 7 8|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||as|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||which|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||0
A 6 6|||M:ADV|||lowly|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||, which|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||disorders|||REQUIRED|||-NONE-|||1

S It also reduces our sympathy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S This is a serious social problem and affects a lot of people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As explained above , modern and sophisticated technology does n't always give advantages .
A 11 12|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||provide|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||advantage|||REQUIRED|||-NONE-|||1

S There are a lot of disadvantages that people may not realize of .
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||many|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||be aware|||REQUIRED|||-NONE-|||1

S It is up to people 's discretion and comprehension to decide which side they want to take .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||Individual|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||will enable a person|||REQUIRED|||-NONE-|||1
A 14 17|||R:VERB|||prefer|||REQUIRED|||-NONE-|||1

S So , we should never forget to think of and calculate the benefit and loss of every decision that we make .
A 7 9|||R:OTHER|||consider|||REQUIRED|||-NONE-|||0
A 0 12|||U:OTHER|||The|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||pros|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||cons should always be weighed before making|||REQUIRED|||-NONE-|||1
A 16 17|||R:DET|||any|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||decisions|||REQUIRED|||-NONE-|||1
A 18 21|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Nowadays , the advancement of technologies improves the life of many people a lot .
A 6 6|||M:ADV|||greatly|||REQUIRED|||-NONE-|||0
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 0|||M:PREP|||In|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||today 's|||REQUIRED|||-NONE-|||1
A 1 1|||M:NOUN|||world|||REQUIRED|||-NONE-|||1
A 2 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||have been improved by technological advancement|||REQUIRED|||-NONE-|||1

S In most of the countries , there is an emergence of social media sites such as Facebook and Twitter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Many people think that the social media sites have benefits on the communication between people while some others argue that there are several negative impacts for the society .
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||1

S One of the advantages which are carried by those social media sites is that they can connect us more closely than before .
A 5 6|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||these|||REQUIRED|||-NONE-|||1

S In the past decades , when the social media sites are not yet fully developed , people connect with others who live far away by using a phone , or even a letter .
A 10 11|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||0
A 28 29|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 30 32|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||were|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:FORM|||connected|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||1

S However , calling a person by using a phone and writing a person a letter require some cost , and sending a letter to a person who live far away , especially in villages , takes much time .
A 5 10|||R:OTHER|||or|||REQUIRED|||-NONE-|||0
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 30 35|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||required|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||1
A 35 37|||R:OTHER|||took a lot of|||REQUIRED|||-NONE-|||1

S The appearance of those social media sites causes those problems to be solved .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||has solved|||REQUIRED|||-NONE-|||0
A 10 13|||U:VERB||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||use|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||has solved|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 10 13|||U:VERB||||||REQUIRED|||-NONE-|||1

S People connecting through the social media sites can spend no money on the communication , and also take only one or a few seconds for the message to reach .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||do not have to|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||their messages|||REQUIRED|||-NONE-|||1
A 24 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 29 29|||M:OTHER|||their targets|||REQUIRED|||-NONE-|||1

S Therefore , this advantage of social media sites saves money and time , and also provides convenience for many people .
A 2 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||save|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Moreover , this also provides an alternative way for people to contact a person whom they did not see for a very long time , such as their friends in primary school and secondary school .
A 12 15|||R:OTHER|||someone|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:FORM|||seen|||REQUIRED|||-NONE-|||0
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||0
A 31 32|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||those|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||who|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:FORM|||seen|||REQUIRED|||-NONE-|||1
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||1
A 29 30|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 31 33|||R:OTHER|||or|||REQUIRED|||-NONE-|||1

S As we graduate from a school , we will probably lose contact with some of our friends .
A 0 1|||R:OTHER|||When|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||When|||REQUIRED|||-NONE-|||1

S Some of them may have changed their phone numbers and addresses , and we are not able to find them through a phone or a letter .
A 18 19|||R:VERB|||contact|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||addresses.|||REQUIRED|||-NONE-|||1
A 11 11|||M:ADV|||So|||REQUIRED|||-NONE-|||1
A 12 13|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB|||can|||REQUIRED|||-NONE-|||1
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 23 23|||M:NOUN|||call|||REQUIRED|||-NONE-|||1

S If phone and letter are the only way to contact them , we would probably not able to find them .
A 2 2|||M:NOUN|||numbers|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||addresses|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||you|||REQUIRED|||-NONE-|||1
A 2 6|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 8 10|||R:VERB|||reach|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||by phone or letter|||REQUIRED|||-NONE-|||1
A 13 14|||R:CONTR|||'re|||REQUIRED|||-NONE-|||1
A 16 16|||M:VERB|||going to be|||REQUIRED|||-NONE-|||1

S Facebook and Twitter can serve as an alternative route to make connection between us and our old friends .
A 11 12|||R:NOUN:NUM|||connections|||REQUIRED|||-NONE-|||0
A 3 5|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||another|||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||good|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||way|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1

S Hence , the social media sites serves as a platform for the connection .
A 6 7|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||The|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||this|||REQUIRED|||-NONE-|||1

S Everything comes with benefits will also have their disadvantages .
A 1 1|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||it 's|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||some|||REQUIRED|||-NONE-|||1

S On the other hand , social media sites also bring some negative impacts for the people and the society .
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||impact|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1

S The advancement of those social media sites makes people so rely on them that some of them rather prefer using those sites to contact each other than talking to each other face to face .
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 13|||M:ADV|||so much|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||people|||REQUIRED|||-NONE-|||0
A 26 26|||M:ADV|||rather|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||cause|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||to|||REQUIRED|||-NONE-|||1
A 12 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 22|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 26 26|||M:ADV|||rather|||REQUIRED|||-NONE-|||1

S Many people argue that this is the most serious problem brought by social media sites .
A 10 11|||R:VERB|||caused|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||caused|||REQUIRED|||-NONE-|||1

S The usage of social media sites indirectly causes a reduction in face-to-face human communication in real life , which will in turn cause the lost of interpersonal skills for many people .
A 24 25|||R:NOUN|||loss|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As we all know , the interpersonal skills are essential for us to communicate with each other and to present our views and ideas .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||able|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB|||communicate|||REQUIRED|||-NONE-|||1
A 24 24|||M:OTHER|||to each other|||REQUIRED|||-NONE-|||1

S The lost of interpersonal skills results in the inability for people to well present their ideas .
A 1 2|||R:NOUN|||loss|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||express|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||loss|||REQUIRED|||-NONE-|||1
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 16|||M:ADV|||well|||REQUIRED|||-NONE-|||1

S As a result , they will gradually decrease in their ability to compete with each other in the society .
A 7 9|||R:OTHER|||lose|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1

S In conclusion , social media sites cause both positive and negative consequences for people and society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S As a part of this modern society , we should learn to distinguish between good and bad impacts brought by the advancement of technologies , and also learn to avoid the cons and maximize the benefits of those sites .
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 19 19|||M:PART|||on|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||technology|||REQUIRED|||-NONE-|||0
A 35 36|||R:NOUN|||pros|||REQUIRED|||-NONE-|||0
A 37 38|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||technologies.|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||We|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||should|||REQUIRED|||-NONE-|||1
A 37 38|||R:DET|||these|||REQUIRED|||-NONE-|||1

S With the advancement of technology in recent years , the need to keep in-touch with people and latest news has become a tremendous demand .
A 13 14|||R:OTHER|||in touch|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||up on the|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||priority|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1

S Some of the famous examples would be social media sites like Twitter and Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||best known|||REQUIRED|||-NONE-|||1

S With an increasing users of more than billion users from all over the world , social media sites have demonstrated clearly its success in playing an important part of our life .
A 3 4|||R:NOUN|||amount|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||0
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||number of|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||growing to|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||one|||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 18 20|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S However , there are arguments that social media life brings in a reduction in face-to-face human contact , which in turn affects interpersonal skills .
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 10 11|||U:PART||||||REQUIRED|||-NONE-|||0
A 2 3|||U:PRON||||||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||some|||REQUIRED|||-NONE-|||1
A 4 5|||R:MORPH|||argue|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||use of|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||results|||REQUIRED|||-NONE-|||1

S Let 's examine the advantages and disadvantages of using social media in our daily life and society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S First and foremost , all social media sites are free .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S All users ' needs are an internet connection and an email account so that everyone can have a Facebook or Twitter ID to start their journey in social media life .
A 2 3|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||need|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||to start|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||foray|||REQUIRED|||-NONE-|||0
A 7 11|||R:OTHER|||into social|||REQUIRED|||-NONE-|||0
A 11 17|||R:OTHER|||media with|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||account is|||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN|||Internet connection|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 27 28|||R:OTHER|||an|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN|||e-mail|||REQUIRED|||-NONE-|||0
A 29 30|||R:NOUN|||account|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||need|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 12 16|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 21 22|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 29 30|||U:NOUN||||||REQUIRED|||-NONE-|||1

S Secondly , it helps people to keep in-touch with one another .
A 5 6|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||in touch|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Finding old friends through Facebook , for example , is more easier than asking people around in real life .
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||finding|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 19|||R:OTHER|||person|||REQUIRED|||-NONE-|||0
A 10 11|||R:ADV|||much|||REQUIRED|||-NONE-|||1

S Social media helps to lessen the hassle of geographical distance and brings people closer .
A 2 5|||R:VERB|||help reduce|||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Thirdly , social media sites keep us up-to-date on latest news and updates from almost everywhere in the world , all with a click away on the refresh button .
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||just|||REQUIRED|||-NONE-|||0
A 25 29|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Last but not least , social media sites also link people together through allowing us to create our own groups , pages or sites to share our hobbies , interests and studies in particular subjects .
A 1 2|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||1
A 32 35|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Hence , it is undeniable that these sites play an important role in our global inter-connected world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 15 16|||R:ADJ|||interconnected|||REQUIRED|||-NONE-|||1

S However , social media sites also have its second side of negative impact on human .
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ|||darker|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1

S Undeniable , it becomes more addicting when we spend more time busy socialising and interacting virtually .
A 0 1|||R:MORPH|||Undeniably|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||time|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:MORPH|||socializing|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||, the more addicted we become|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||Undeniably|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 12 13|||R:MORPH|||socializing|||REQUIRED|||-NONE-|||1

S We spend majority of our time on sites like Facebook , Twitter and it affects our daily work productivity and performance .
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||and Twitter|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||, thereby|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||affecting|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In corporate world , employers often block social media network to prevent employees to spend their office time on their personal leisure than concentrating on their work .
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 10|||M:NOUN|||sites|||REQUIRED|||-NONE-|||0
A 13 14|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 22|||M:ADV|||rather|||REQUIRED|||-NONE-|||0
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PART|||from|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 27|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Using text-messaging language as an informal way of communicating on social media network also brings in a bad impact for us in a long term .
A 1 2|||R:ADJ|||text-message|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 14 23|||R:OTHER|||cause|||REQUIRED|||-NONE-|||0
A 25 25|||M:OTHER|||negative impact|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 19|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 21 24|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||long-term|||REQUIRED|||-NONE-|||1

S The more time we spend on these sites , the lesser time we spend on face-to-face interacting with one another .
A 10 11|||R:ADJ:FORM|||less|||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||interaction|||REQUIRED|||-NONE-|||0
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:ADJ:FORM|||less|||REQUIRED|||-NONE-|||1

S Hence it lessens valuable interaction between human and time we spend away from the computer screen or mobile phone .
A 6 7|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB|||increases|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||on|||REQUIRED|||-NONE-|||0
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1
A 7 19|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In addition , there are also some false reports and fake IDs occur on both social media sites that people use fake ID to insult or harass someone , like the case of Heather Chua occurred recently on Facebook .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||used|||REQUIRED|||-NONE-|||0
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||where|||REQUIRED|||-NONE-|||0
A 22 23|||R:MORPH|||IDs|||REQUIRED|||-NONE-|||0
A 35 35|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||:|||REQUIRED|||-NONE-|||1
A 22 23|||R:MORPH|||IDs|||REQUIRED|||-NONE-|||1
A 35 35|||M:DET|||that|||REQUIRED|||-NONE-|||1

S These malicious comments often go viral and it creates a strong negative effect on the real user in real life , which might lead to unwilling attitude to interact with others in real life by the victim .
A 7 8|||U:PRON||||||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||create|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||life.|||REQUIRED|||-NONE-|||0
A 20 21|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||This|||REQUIRED|||-NONE-|||0
A 24 24|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 25 25|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 34 37|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 25 25|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 31 37|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In conclusion , everything has its two-sided affect and it depends on how we exploit it .
A 9 10|||R:OTHER|||the affect|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||effect|||REQUIRED|||-NONE-|||1

S With current booming technology , it is agreeable that people become more technology-savvy and they want to spend more time interacting with each others through social media sites , however , it does not mean that we should neglect face-to-face human interaction as it plays even a more important aspect in our life .
A 7 8|||R:ADJ|||unavoidable|||REQUIRED|||-NONE-|||0
A 23 24|||R:MORPH|||other|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN|||sites.|||REQUIRED|||-NONE-|||0
A 28 30|||U:PUNCT|||However|||REQUIRED|||-NONE-|||0
A 31 32|||R:PRON|||this|||REQUIRED|||-NONE-|||0
A 49 50|||R:NOUN|||role|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||1
A 7 8|||R:ADJ|||true|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 14 15|||U:PRON||||||REQUIRED|||-NONE-|||1
A 23 24|||R:MORPH|||other|||REQUIRED|||-NONE-|||1
A 27 29|||R:OTHER|||;|||REQUIRED|||-NONE-|||1
A 42 53|||U:OTHER||||||REQUIRED|||-NONE-|||1

S As more and more social websites such as Twitter , Facebook and Weibo which have become ubiquitous , seamless and imperative in our life , people may worry about the young generation having problems in face-to-face communication skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||part|||REQUIRED|||-NONE-|||1
A 21 22|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 30 31|||R:ADJ:FORM|||younger|||REQUIRED|||-NONE-|||1

S However , I believe that the benefits brought by these online chatting rooms tremendously outweigh their repercussions .
A 7 8|||R:VERB|||created|||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||chat|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||disadvantages|||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||chat|||REQUIRED|||-NONE-|||1

S Social media enables us to explore the world far far away without paying expensive airplane tickets and sparing a one-week holiday .
A 11 16|||R:OTHER|||efficiently|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||inexpensively ,|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||no|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||long trips with costly|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||airline tickets|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The convenience is beyond description .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S With a small smart phone or a computer at school , at work or at home , we can easily make friends worldwide with a 'click ' and get to know about their life through having conversations with them , reading their blogs , photos and status .
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 34 35|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 37 39|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 44 44|||M:OTHER|||or looking at their|||REQUIRED|||-NONE-|||0
A 45 47|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 5|||R:ORTH|||smartphone|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 27 28|||R:OTHER|||: we can also|||REQUIRED|||-NONE-|||1
A 39 40|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 46 47|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||1

S Compared to face-to-face interaction , online conversation is easier for strangers to open their mouth to each other .
A 12 15|||R:OTHER|||get|||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB|||know|||REQUIRED|||-NONE-|||0
A 11 18|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Since some of the information has already been revealed on the home page , it is also easier to find some common topics to talk about .
A 23 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Moreover , people usually like to share boldly about their real feelings online with their masks in reality being taken off .
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||taking off|||REQUIRED|||-NONE-|||1
A 16 21|||R:OTHER|||from the real world|||REQUIRED|||-NONE-|||1

S This has been indicated in a report done by Boston University in 2012 , 80 % of information posted online is true while a person may like 3 out of 10 times in real life .
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||only be truthful 30|||REQUIRED|||-NONE-|||0
A 28 29|||R:OTHER|||%|||REQUIRED|||-NONE-|||0
A 30 31|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN:NUM|||time|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||stating that|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB|||lie|||REQUIRED|||-NONE-|||1

S This shows that a facebook friend may know more about you than your close friend who does not have a facebook account .
A 4 5|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 20 21|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S That is because we are acting who we are in reality while we have no reason to do that in the online virtual world .
A 6 6|||M:PREP|||as|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 1|||R:DET|||This|||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 4 7|||R:OTHER|||real world|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||playing a part ,|||REQUIRED|||-NONE-|||1

S Although sometimes those genuine sharing of information may be inappropriate or even harmful , such as prevalent using of vulgarity and harsh-meaning comments , we can minimize those repercussions through strict regulations of content online .
A 0 2|||U:PREP|||Sometimes|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 17 18|||R:MORPH|||use|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||harsh|||REQUIRED|||-NONE-|||0
A 23 24|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN:NUM|||regulation|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 17 18|||R:MORPH|||use|||REQUIRED|||-NONE-|||1
A 33 35|||R:WO|||online content|||REQUIRED|||-NONE-|||1

S Another advantage of social media is in aiding the spread of democracy .
A 6 7|||R:OTHER|||it 's ability|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||to aid|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||of democracy. One of the benefits|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||social media is that it can promote|||REQUIRED|||-NONE-|||1

S People around the world could easily share their thoughts about their governments .
A 4 5|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||about their governments. People from different nations can easily exchange ideas|||REQUIRED|||-NONE-|||1

S That eliminates the incomplete information disadvantage for some remote rural regions where people are less aware of what actually is happening around them .
A 3 3|||M:OTHER|||disadvantage of having|||REQUIRED|||-NONE-|||0
A 4 6|||R:NOUN|||infomation|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||them.|||REQUIRED|||-NONE-|||1
A 23 23|||M:OTHER|||That exchange of ideas overcomes the lack of that can occur in remote rural areas|||REQUIRED|||-NONE-|||1

S One of the examples is the 2012 riots happened in Egypt and Zambia .
A 1 1|||M:NOUN|||example|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||this|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||in Egypt and Zambia. For example , some people living|||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||in 2012 were unaware of the riots around them|||REQUIRED|||-NONE-|||1

S The idea of searching for democracy is passed from Egyptians to people in Zambia quickly through the use of social media .
A 3 5|||R:OTHER|||promoting|||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||social media. Through|||REQUIRED|||-NONE-|||1
A 21 21|||M:OTHER|||, the concept of seeking democracy was quickly passed from people in Egypt to those in Zambia|||REQUIRED|||-NONE-|||1

S However , as the government controls most of the media .
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||As|||REQUIRED|||-NONE-|||1

S These social media may be tools of their campaign and manipulating the thoughts of the public .
A 0 1|||R:DET|||The|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||the government|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||, used|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||to manipulate|||REQUIRED|||-NONE-|||0
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||'s thoughts|||REQUIRED|||-NONE-|||0
A 3 5|||U:VERB||||||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||maybe used in|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||manipulate|||REQUIRED|||-NONE-|||1

S For example , in 2012 general election is Singapore , Dr Tan Chee Keong made use of facebook to spread his campaign videos to the public .
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||used|||REQUIRED|||-NONE-|||0
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||0
A 17 18|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||in|||REQUIRED|||-NONE-|||1

S Though because of this , social media is still a much fairer and more transparent online platform for the public to share ideas compared to other traditional medias .
A 0 1|||R:PREP|||In|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||spite|||REQUIRED|||-NONE-|||0
A 11 11|||M:ADV|||more|||REQUIRED|||-NONE-|||0
A 11 12|||R:ADJ:FORM|||fair|||REQUIRED|||-NONE-|||0
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||, in comparison|||REQUIRED|||-NONE-|||0
A 24 26|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN|||media|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||Because|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ:FORM|||fair|||REQUIRED|||-NONE-|||1
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||1

S Intensive use of Social media does reduce the time people spend in face-to-face communication .
A 3 4|||R:ORTH|||social|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADJ|||Extensive|||REQUIRED|||-NONE-|||1

S It is commonly seen in a food court or restaurant that a group of people sitting together around a table with each of them having a cell phone in their hands .
A 21 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN:NUM|||phones|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||to see|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1
A 21 25|||U:OTHER||||||REQUIRED|||-NONE-|||1

S They are too busy with their way too many virtual friends and some of them neglect the feelings of their real-life friends .
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S In this case , I have to say that to err is human .
A 9 9|||M:PUNCT|||"|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER||||||REQUIRED|||-NONE-|||1

S What we can do is to educate the public about the importance of their friends just by their side and teach them to manage their time well .
A 5 6|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 26 27|||R:MORPH|||better|||REQUIRED|||-NONE-|||1

S In conclusion , the use of social media has more advantages than disadvantages to our daily lifes .
A 16 17|||R:NOUN:INFL|||lives|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:INFL|||lives|||REQUIRED|||-NONE-|||1

S What we can do is to cautiously manage our time spent online and manage our words used online .
A 0 2|||U:PRON|||We|||REQUIRED|||-NONE-|||0
A 2 5|||R:VERB|||need|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 14|||U:VERB||||||REQUIRED|||-NONE-|||0
A 5 6|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 13 14|||U:VERB||||||REQUIRED|||-NONE-|||1

S With the regulation of government and relevant authorities , the virtual world would be a better world .
A 1 2|||R:OTHER|||better|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||regulations|||REQUIRED|||-NONE-|||0
A 3 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||place|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||place|||REQUIRED|||-NONE-|||1

S Social media sites ' role in connecting people around the world is undeniable .
A 0 1|||M:OTHER|||It is undeniable the role social|||REQUIRED|||-NONE-|||0
A 3 4|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||play|||REQUIRED|||-NONE-|||0
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Thank to those social media , the communication among people all over the world is possible and can be done with ease .
A 0 1|||R:MORPH|||Thanks|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Apart from the ease of communication despite of the distance , many other advantages such as knowledge sharing and trades can be done through social media as well .
A 0 7|||U:OTHER|||Despite|||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||0
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 12 13|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 26 28|||U:ADV||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nevertheless , with those advantages , some disadvantages may appear such as reduction in face-to-face human contact which affects interpersonal skills , privacy issue , as well as some frauds that can be done through social media .
A 8 8|||M:OTHER|||which affects interpersonal skills|||REQUIRED|||-NONE-|||0
A 17 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 25 33|||R:OTHER|||and scams|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 29 30|||R:OTHER|||fraudulent actions|||REQUIRED|||-NONE-|||1

S Twitter , Facebook and Skype are some social media sites which enable us to keep in touch with our friends or family who are in other cities or countries .
A 6 6|||M:NOUN|||examples|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||regardless|||REQUIRED|||-NONE-|||0
A 24 25|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 25 26|||R:SPELL|||their|||REQUIRED|||-NONE-|||0
A 26 29|||R:OTHER|||physical location|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Through those sites we are able to talk to them , to know what their activities are and who their friends are , etc. From the surface point of view it is no doubt that these sites help us to have a better relationship with our relatives despite of the distance .
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 26 26|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 26 28|||R:NOUN|||glance|||REQUIRED|||-NONE-|||0
A 28 30|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 31 35|||R:OTHER|||seems|||REQUIRED|||-NONE-|||0
A 39 40|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 41 42|||U:DET||||||REQUIRED|||-NONE-|||0
A 43 44|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 48 49|||U:PREP||||||REQUIRED|||-NONE-|||0
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 47 47|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 47 48|||R:OTHER|||spite|||REQUIRED|||-NONE-|||1

S The sharing of information can be done faster through social media as well , that is why nowadays many news publishers make their own social media account , for example Channel News Asia has a twitter account and will update its follower with headline news .
A 12 13|||R:OTHER|||well.|||REQUIRED|||-NONE-|||0
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||This|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN|||accounts.|||REQUIRED|||-NONE-|||0
A 27 30|||R:WO|||For example ,|||REQUIRED|||-NONE-|||0
A 38 40|||R:VERB:TENSE|||updates|||REQUIRED|||-NONE-|||0
A 41 42|||R:NOUN:NUM|||followers|||REQUIRED|||-NONE-|||0
A 43 44|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 45 45|||M:NOUN|||headlines|||REQUIRED|||-NONE-|||0
A 27 28|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 41 42|||R:NOUN:NUM|||followers|||REQUIRED|||-NONE-|||1

S That shows how actually news and information can be shared easily through social media .
A 4 4|||M:OTHER|||news and information can be shared easily through social media. That shows how|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||1

S Furthermore , since many teenagers and young adults are fans of social media , these information can reach them easily without them need to watch or listen to the news reports .
A 29 29|||M:OTHER|||news reports. Furthermore , since many teenagers and young adults are fans of social media , this information can reach them easily without their needing to watch or listen to|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 22|||R:PRON|||their|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:FORM|||needing|||REQUIRED|||-NONE-|||1

S Due to the popularity of social media , many people start to do their business via these sites .
A 14 14|||M:OTHER|||business via these sites. Due to the popularity of social media , many people do|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1

S More and more advertisements can be found on Facebook , whether it is our friends who sell their products or professional brands selling their products online , we can get to buy and contact the sellers through those sites , which can be considered as an advantage for us , the buyers .
A 48 48|||M:OTHER|||us , the buyers. More and more advertisements can be found on Facebook. Whether it is our friends selling their products or professional brands selling theirs , online purchasing is an advantage to|||REQUIRED|||-NONE-|||0
A 26 27|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 29 31|||U:VERB||||||REQUIRED|||-NONE-|||1
A 32 32|||M:OTHER|||the product|||REQUIRED|||-NONE-|||1
A 43 45|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 49 52|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , is it the same when we keep in touch with someone virtually compared to when we meet them personally ?
A 21 21|||M:OTHER|||? However , is the virtual buying experience comparable to the personal interaction at a store|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S I do think there is difference in it and I believe many of us will agree .
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||believe many|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||will agree|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 16|||U:OTHER||||||REQUIRED|||-NONE-|||1

S When we write or communicate virtually , we can hide our through feelings and many not become ourselves since we do not want the other party to judge us .
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||be|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||our real selves|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||true|||REQUIRED|||-NONE-|||1
A 13 18|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Other than that , sometimes the message of one party can not be delivered properly to the other one since the communication is done through written language , and thus the 'tone ' of the message sent and when it is received may be different .
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||0
A 10 11|||R:CONTR|||ca|||REQUIRED|||-NONE-|||0
A 11 12|||R:CONTR|||n't|||REQUIRED|||-NONE-|||0
A 18 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 5|||U:OTHER|||Sometimes|||REQUIRED|||-NONE-|||1
A 36 42|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 44 44|||M:VERB|||understood|||REQUIRED|||-NONE-|||1
A 44 45|||R:MORPH|||differently|||REQUIRED|||-NONE-|||1

S Many people are very brave in telling people about their opinions online but in real life some of them can be very shy and not outspoken at all .
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 23 28|||U:OTHER||||||REQUIRED|||-NONE-|||1

S This will lead to a bad inter-personal skill as well as a problem of trusts .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||having|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||trust issues|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||R:ADJ|||interpersonal|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||trust|||REQUIRED|||-NONE-|||1

S Nowadays we can not really trust new people whom we know from social media since we will never know whether they are even 'real' .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 2 3|||R:CONTR|||ca|||REQUIRED|||-NONE-|||0
A 3 4|||R:CONTR|||n't|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADV|||always|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||meet|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||through|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 19 20|||R:PREP|||if|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||really who they say|||REQUIRED|||-NONE-|||0
A 2 3|||R:CONTR|||ca|||REQUIRED|||-NONE-|||1
A 3 4|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||meet|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 23 24|||R:ORTH|||'real '|||REQUIRED|||-NONE-|||1

S Some people fake their identities in media sites so that they can know more people or some may even cheat others .
A 2 3|||R:VERB|||create|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||false|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||on social|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||in order to|||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB|||meet|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||to scam|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||use|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 8 9|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 10 11|||U:PRON||||||REQUIRED|||-NONE-|||1
A 11 13|||R:VERB|||meet|||REQUIRED|||-NONE-|||1
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 19|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||people|||REQUIRED|||-NONE-|||1

S In addition , privacy issue has become more popular nowadays since some people do not realize that they may actually share some information that they are not willing to share at the first place .
A 4 5|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 9 10|||R:ADV|||recently|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 18 21|||R:OTHER|||are sharing|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||0
A 25 27|||R:OTHER|||never|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB|||intended|||REQUIRED|||-NONE-|||0
A 29 34|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||issues|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||prevalent|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 15 16|||R:ADJ|||unaware|||REQUIRED|||-NONE-|||1
A 18 21|||R:OTHER|||are sharing|||REQUIRED|||-NONE-|||1
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||1
A 25 28|||R:OTHER|||wanted|||REQUIRED|||-NONE-|||1
A 29 34|||R:OTHER|||keep private|||REQUIRED|||-NONE-|||1

S Therefore , while social media sites are undoubtedly have benefits in our life , we should consider its drawbacks and thus use it wisely so that we can gain more of their benefits and it disadvantages us in the smallest way as possible .
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||the sites|||REQUIRED|||-NONE-|||0
A 28 35|||R:OTHER|||avoid the|||REQUIRED|||-NONE-|||0
A 36 37|||R:OTHER|||while|||REQUIRED|||-NONE-|||0
A 37 38|||R:OTHER|||enjoying|||REQUIRED|||-NONE-|||0
A 39 43|||R:OTHER|||benefits|||REQUIRED|||-NONE-|||0
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||provide|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||be aware of|||REQUIRED|||-NONE-|||1
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||1
A 24 25|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 25 26|||U:PREP||||||REQUIRED|||-NONE-|||1
A 26 27|||U:PRON||||||REQUIRED|||-NONE-|||1
A 27 29|||R:VERB|||maximize|||REQUIRED|||-NONE-|||1
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 31 32|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 33 34|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 34 35|||R:OTHER|||while|||REQUIRED|||-NONE-|||1
A 35 38|||R:OTHER|||minimizing|||REQUIRED|||-NONE-|||1
A 39 43|||R:OTHER|||disadvantages|||REQUIRED|||-NONE-|||1

S It is a common scene that almost everyone in a public transport is watching at phone or wearing a pair ear piece in this modern society today .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||in today 's society|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||to see nearly|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||transit|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||ride|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||their|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 22|||R:NOUN|||earphones|||REQUIRED|||-NONE-|||0
A 22 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||in modern society|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||looking|||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 19 22|||R:NOUN|||earpiece|||REQUIRED|||-NONE-|||1
A 22 27|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Not only one but many developed and developing countries have the same picture .
A 0 5|||U:OTHER|||Many|||REQUIRED|||-NONE-|||0
A 0 5|||U:OTHER|||Many|||REQUIRED|||-NONE-|||1

S Some say that it is a necessary step for human revolution .
A 4 5|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media sites like Twitter and Facebook are popular among people in order for them to connect to others even from different countries .
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||people|||REQUIRED|||-NONE-|||0
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||those|||REQUIRED|||-NONE-|||0
A 11 15|||R:OTHER|||who|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 19 20|||U:ADV||||||REQUIRED|||-NONE-|||1

S It also brings many negative effects such as loss of face-to-face communicating skills which is important in their working place .
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 19|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 20 20|||M:OTHER|||of work|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 18 20|||R:NOUN|||workplace|||REQUIRED|||-NONE-|||1

S This essay will discuss about the advantages and disadvantages of using social media in our daily life .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1

S One of the significant advantages of using a popular social media site is that people can reach other easily , even without contact for a long time .
A 17 17|||M:DET|||each|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||after|||REQUIRED|||-NONE-|||0
A 26 26|||M:OTHER|||period of|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||if they have n't been in|||REQUIRED|||-NONE-|||1

S In this fast pace and competitive world , people may not able to keep in touch with others .
A 2 4|||R:OTHER|||fast-paced|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||paced|||REQUIRED|||-NONE-|||1

S With the help of social media site , people are able to upload their new discoveries and funny scene on it and they can be updated the new information of their friends .
A 6 7|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||scenes|||REQUIRED|||-NONE-|||0
A 19 20|||U:PREP||||||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 22 23|||U:PRON||||||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||regarding|||REQUIRED|||-NONE-|||0
A 29 30|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||can|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||scenes|||REQUIRED|||-NONE-|||1
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 27|||R:OTHER|||kept up to date on|||REQUIRED|||-NONE-|||1
A 29 30|||R:PREP|||from|||REQUIRED|||-NONE-|||1

S Personally I am study in oversea , busy study life keeps me away from contact my old friend .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||studying|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||overseas|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||and my|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||contacting|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||studying|||REQUIRED|||-NONE-|||1
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||overseas|||REQUIRED|||-NONE-|||1
A 7 7|||M:OTHER|||and being|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||studying|||REQUIRED|||-NONE-|||1
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||contacting|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||friends|||REQUIRED|||-NONE-|||1

S Using a common social media site with my friends to help me know what are their statuses nowadays .
A 9 11|||R:VERB:FORM|||helps|||REQUIRED|||-NONE-|||0
A 14 17|||R:WO|||their statuses are|||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB:FORM|||helps|||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S And I am able to easily find a common topic when I contact them .
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 6|||M:ADJ|||able|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S In Singapore , many Malaysian cross the sea to work here .
A 5 5|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Many of them are busy in work and separate with their children .
A 5 6|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||separated|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||separated|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||from|||REQUIRED|||-NONE-|||1

S One of Manager in my working place has the same situation .
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 3|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 5 7|||R:NOUN|||workplace|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||is in|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||Managers|||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||work|||REQUIRED|||-NONE-|||1

S After my Manager taught her mother how to use Facebook , she was able to upload video clips of her grandchild .
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB:FORM|||uploaded|||REQUIRED|||-NONE-|||0
A 16 18|||R:NOUN|||videos|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Therefore my Manager would not miss the moments of her daughter 's growth .
A 0 1|||R:OTHER|||That way ,|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||manager|||REQUIRED|||-NONE-|||0
A 7 7|||M:ADJ|||important|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||manager|||REQUIRED|||-NONE-|||1

S Social media sites are also a very useful tool for people to start a new friendship or relationship .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People get connected or closer with same preferences .
A 1 1|||M:OTHER|||with the same preferences , can|||REQUIRED|||-NONE-|||0
A 4 4|||M:VERB|||become|||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||others|||REQUIRED|||-NONE-|||1
A 6 7|||R:ADJ|||similar|||REQUIRED|||-NONE-|||1

S It is easier for people to approach the other after knowing the information .
A 4 5|||R:OTHER|||a person|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||this|||REQUIRED|||-NONE-|||1

S Students can exchange their experiences in study even they are in different countries .
A 8 8|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 8|||M:ADV|||when|||REQUIRED|||-NONE-|||1

S People are able to share the culture or pretty photos online , therefore others can spread the joy with them .
A 5 6|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB:TENSE|||spreading|||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||they feel for their own culture|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||share|||REQUIRED|||-NONE-|||1

S Thus I believe that social media sites are one of useful tool to help people known each other better .
A 0 1|||U:ADV||||||REQUIRED|||-NONE-|||0
A 8 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||get to know|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||the most|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||tools|||REQUIRED|||-NONE-|||1

S However , social media site is a double-sided sword , it also bring in some negative effect on our daily life .
A 4 5|||R:NOUN:NUM|||sites|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 12 14|||R:VERB|||cause|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:ADJ|||double-edged|||REQUIRED|||-NONE-|||1
A 9 10|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:SVA|||brings|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||effects|||REQUIRED|||-NONE-|||1

S One of the disadvantage that many people concerns is that people loss the interest of face-to-face communication .
A 7 7|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||concerned|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||lose|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||face|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||lose|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Many people like to use language to pretend themselves , and lost confidence when they talk to each other .
A 2 12|||R:OTHER|||lose|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||speaking|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||to be someone else|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||lose|||REQUIRED|||-NONE-|||1

S Although not everyone is good at public relationship even without the existence of the social media sites , we can not deny that it do affect some people in their ability of interpersonal skills .
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||0
A 33 34|||R:NOUN|||skills.|||REQUIRED|||-NONE-|||1
A 34 34|||M:OTHER|||Although not everyone is good with public relationships , even without the existence of the social media sites , it can not be denied that the use of these sites inhibits people when they need to deal with others directly|||REQUIRED|||-NONE-|||1

S In conclusion , the shadow always exists when there is light .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||there is light. In conclusion , shadows only exist where|||REQUIRED|||-NONE-|||1

S We should take the advantages of the creatures we create and try to avoid the negative effects .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||advantage|||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||to avoid the negative effects. We need to take advantage of the positives of social media , while trying|||REQUIRED|||-NONE-|||1

S Social media sites suppose be a very useful and convenient tool to use and bring people get closer in this globalised world .
A 3 4|||R:VERB:TENSE|||are supposed|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 21|||R:MORPH|||globalized|||REQUIRED|||-NONE-|||0
A 21 21|||M:OTHER|||world. Social media sites are a very useful and convenient means to bring people closer together in a globalized|||REQUIRED|||-NONE-|||1

S The use of social media has largely influenced our ways in communicating with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||communicating with one another. The use of social media has greatly influenced our ways of|||REQUIRED|||-NONE-|||1

S Online friends became real life friends and real life friends communicate with one another online .
A 2 2|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||People we communicate with online|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||can|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||become|||REQUIRED|||-NONE-|||1
A 3 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Social media has changed our ways of exchanging information and interpersonal relationships profoundly .
A 3 3|||M:ADV|||profoundly|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||0
A 3 3|||M:ADV|||profoundly|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||way|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||we|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||exchange|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||our|||REQUIRED|||-NONE-|||1
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||1

S There are advantages and disadvantages in this change .
A 2 2|||M:ADJ|||several|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||both|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||as a result of|||REQUIRED|||-NONE-|||1

S Social media has reshaped the way of communication .
A 2 3|||R:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||reshaping|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||we|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||communicate|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||with each other|||REQUIRED|||-NONE-|||1

S In real life , we communicate with one another as equal participants .
A 0 1|||M:ADV|||Where in|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S We share ideas , stories and forge friendship based on mutual respect .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||1

S However , communication on social media is largely based on " broadcasting and listening " .
A 14 15|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 7 8|||U:ADV||||||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||in large part|||REQUIRED|||-NONE-|||1
A 14 15|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1

S When we use facebook and post pictures and statuses .
A 3 4|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||, we are broadcasting|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||This occurs when|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||to|||REQUIRED|||-NONE-|||1

S We are actively " presenting " fa ç ades of our lifes in front of others .
A 5 9|||R:OTHER|||'' facades|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:INFL|||lives|||REQUIRED|||-NONE-|||0
A 5 9|||R:OTHER|||'' facades|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:INFL|||lives|||REQUIRED|||-NONE-|||1
A 12 15|||R:OTHER|||to|||REQUIRED|||-NONE-|||1

S We tend to post pictures with the best looks , status that are funny .
A 9 10|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||where we look|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||our|||REQUIRED|||-NONE-|||1
A 8 10|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||1

S We broadcast these facades of us to others .
A 5 6|||R:PRON|||ourselves|||REQUIRED|||-NONE-|||0
A 5 6|||R:PRON|||ourselves|||REQUIRED|||-NONE-|||1

S The images we choose to present are tentatively considered .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The audience is not some specific person , but everyone we might know , or even the entire world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S There is an element of seeking out for attention rather than expressing one 's true opinion on social networks .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S On the other hand , the viewers , are not the listeners .
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S They are just scrolling down pages of pages of pictures and statuses and see one of them which they might think it funny .
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||is|||REQUIRED|||-NONE-|||0
A 4 5|||R:PART|||through|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN|||lots|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN|||status|||REQUIRED|||-NONE-|||1
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1
A 9 11|||R:WO|||and pictures|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 14 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||if|||REQUIRED|||-NONE-|||1
A 16 17|||U:PRON||||||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||any of them are|||REQUIRED|||-NONE-|||1

S It is not the broadcasters themselves they care about , but the content .
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||0
A 11 12|||R:DET|||their|||REQUIRED|||-NONE-|||1

S This type of communication does not help forging interpersonal relationships .
A 7 7|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||when it comes to|||REQUIRED|||-NONE-|||1

S In real life , establishing friendship requires the all-rounded understanding in one another and the caring for one another .
A 8 9|||R:ADJ|||all-around|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 11 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ|||well-rounded|||REQUIRED|||-NONE-|||1
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S The latter requires face to face interaction where we can show our emotions to the other .
A 3 6|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||0
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 11|||R:OTHER|||so that|||REQUIRED|||-NONE-|||1
A 13 13|||M:VERB|||are revealed|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||each|||REQUIRED|||-NONE-|||1

S One can not truly understand a person with only stalking his/her facebook page where he/she carefully chooses what to present .
A 7 8|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 11 12|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||by|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||1
A 16 17|||R:MORPH|||choosen|||REQUIRED|||-NONE-|||1

S One can not truly show their emotions by another by texting some = ) signs .
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||"|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||express|||REQUIRED|||-NONE-|||1
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
A 27 27|||M:OTHER|||my friends. I seldom read newspapers or go to new websites anymore , because I can get the information I need through|||REQUIRED|||-NONE-|||0
A 29 29|||M:OTHER|||on my social network account|||REQUIRED|||-NONE-|||0
A 16 17|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||statuses|||REQUIRED|||-NONE-|||1

S If I am interested in politics , I can just follow some politics newspapers or public figures .
A 12 12|||M:OTHER|||politics newspapers or public figures. If I am interested in|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||, I can just follow some politicians ,|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1

S I get news for sales , clothes and cosmetics from my friends .
A 4 4|||M:OTHER|||sales , clothes and cosmetics from my friends. I get news about|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S If some of my friends have horrible taste on clothes and he/she posts them often , I can simply block him/her off .
A 21 21|||M:OTHER|||off. If some of my friends with horrible taste in clothes post pictures|||REQUIRED|||-NONE-|||0
A 21 22|||R:PART|||of|||REQUIRED|||-NONE-|||0
A 22 22|||M:OTHER|||their outfits often , I simply block them|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S Information got circulated .
A 2 3|||R:OTHER|||circulated.|||REQUIRED|||-NONE-|||0
A 3 3|||M:OTHER|||The information will get around to everyone|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1

S The most popular information get circulated the most so I can seldom miss it .
A 4 5|||R:VERB:SVA|||gets|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 4 6|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||circulated ,|||REQUIRED|||-NONE-|||1
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1

S Social network plays a role in providing and also filtering information .
A 1 2|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||play|||REQUIRED|||-NONE-|||0
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||play|||REQUIRED|||-NONE-|||1
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||1

S This saves a lot of time for me in reading newspapers and watching TV .
A 8 9|||R:OTHER|||, compared to|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||I would otherwise spend|||REQUIRED|||-NONE-|||1
A 11 12|||R:CONJ|||or|||REQUIRED|||-NONE-|||1

S Personally I feel more at ease on social medias .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||media|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||media sites|||REQUIRED|||-NONE-|||1

S From the above two points of view I think social media could forge more interest-based friendships .
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||As you can see from|||REQUIRED|||-NONE-|||1
A 3 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||can be used to|||REQUIRED|||-NONE-|||1

S With the help of social media , I become real life friends with those from online forums whom I share the same interest with .
A 13 14|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S I also discover some of my friends ' interest which I find common with myself so that talking to one another is much more about life , study , friends , etc .
A 2 3|||R:VERB:TENSE|||discovered|||REQUIRED|||-NONE-|||0
A 3 3|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||my|||REQUIRED|||-NONE-|||0
A 12 13|||R:ADJ|||comon|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||interests|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||By|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||learning|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||common|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||interests|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||R:PRON|||we|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 14 18|||R:OTHER|||we have many things|||REQUIRED|||-NONE-|||1
A 19 24|||R:OTHER|||talk|||REQUIRED|||-NONE-|||1
A 25 32|||U:OTHER||||||REQUIRED|||-NONE-|||1

S The communication does not focus on how we feel , or to say , each otherm , but whatever is interesting , or the content .
A 11 11|||M:PRON|||what we|||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||say to|||REQUIRED|||-NONE-|||0
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||other|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||is then more|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ|||focused|||REQUIRED|||-NONE-|||1
A 6 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 15 23|||R:OTHER|||content of|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||conversation|||REQUIRED|||-NONE-|||1

S In this case , interpersonal skill is not as important because our goal is not to impress somebody , but to get the information that we are both interested in .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||This|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||causes|||REQUIRED|||-NONE-|||1
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||become less|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN|||others|||REQUIRED|||-NONE-|||1

S In conclusion , I think social media has reshaped interpersonal relationships from a more human-based friendship that requires sharing and caring between friends , to a more information-based friendship that requires a mutual interest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||the use of|||REQUIRED|||-NONE-|||1

S There are advantages and disadvantages in itself , however , whether it is good or bad we are still not sure .
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||social media|||REQUIRED|||-NONE-|||0
A 9 10|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||social media|||REQUIRED|||-NONE-|||0
A 13 13|||M:ADV|||inherently|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||0
A 20 20|||M:ADV|||yet|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S It is just different .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Advantages and disadvantages of using social media in daily life
A 0 1|||M:DET|||The advantages|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People that living in the modern world really can not live without the social media sites like Twitter and Facebook .
A 2 3|||R:VERB:FORM|||live|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||U:PREP||||||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Almost all students and young adults possess the Facebook or Twitter account .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||accounts|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1

S It is true that social media makes people be able to connect one another more conveniently .
A 1 2|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||enables|||REQUIRED|||-NONE-|||0
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 12 12|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||it easier for|||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , it seems that , especially for some those , sharing some parts of their lives such as videos and photos on the social media sites become really necessary .
A 3 4|||R:VERB:TENSE|||does seem|||REQUIRED|||-NONE-|||0
A 5 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||on social media (|||REQUIRED|||-NONE-|||0
A 22 27|||R:OTHER|||)|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||0
A 28 29|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 27 28|||U:VERB||||||REQUIRED|||-NONE-|||1
A 29 29|||M:VERB|||becomes|||REQUIRED|||-NONE-|||1

S An extremely interesting and ironic phenomenon was discovered that a group of friends met and sat around one table , but none of them were really chatting with one another .
A 0 1|||R:DET|||A|||REQUIRED|||-NONE-|||0
A 1 2|||R:ADV|||very|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||which|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:TENSE|||would meet|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||sit|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 25 26|||R:ADV|||actually|||REQUIRED|||-NONE-|||0
A 27 28|||U:PREP||||||REQUIRED|||-NONE-|||0
A 28 29|||R:OTHER|||each|||REQUIRED|||-NONE-|||0
A 29 30|||R:DET|||other|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Instead , all of them were more interested in posting pictures of this " cheerful " meeting on their social media sites .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 5|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||all|||REQUIRED|||-NONE-|||0
A 15 16|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 17 18|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||1
A 4 5|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||all|||REQUIRED|||-NONE-|||1
A 15 16|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1

S Therefore , there is need to discuss the advantages and disadvantages of social media .
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media enables people from different parts of the world to communicate with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People used to write letters and send post cards to keep in touch with ones live far away from them in the past .
A 14 23|||R:OTHER|||people who were n't nearby|||REQUIRED|||-NONE-|||0
A 7 9|||R:ORTH|||postcards|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||those who|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||1
A 18 23|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It can take a few days or weeks for those to receive the messages .
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||0
A 10 10|||M:NOUN|||messages|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||arrive|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||the recipient|||REQUIRED|||-NONE-|||1

S Nowadays , what people need to do is just typing in front of the computer in their own rooms .
A 2 3|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 8 13|||R:OTHER|||type on|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 15 20|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 2 3|||U:PRON||||||REQUIRED|||-NONE-|||1
A 4 8|||R:VERB|||can|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADV|||simply|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||sit|||REQUIRED|||-NONE-|||1

S And people on the other side will only need a second to receive the message .
A 0 1|||R:ORTH|||and|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||of the world|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||People|||REQUIRED|||-NONE-|||1

S Distance and time are no longer the problems , which is convenient especially when instant chat is needed .
A 7 8|||R:NOUN:NUM|||problem|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||contact|||REQUIRED|||-NONE-|||1

S However , when people become more and more addicted to this convenience and fail to communicate with people who are close to them , their face-to-face interpersonal skills are lost .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Social media provides people a way of talking and chatting which can never be considered as a way of communication .
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 4|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 11 12|||R:CONTR|||ca|||REQUIRED|||-NONE-|||1
A 12 13|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 15 19|||R:OTHER|||real|||REQUIRED|||-NONE-|||1

S When ones chat on those media sites , there is no eye connection , no emotion delivery and even the expressions are typed in by using some combinations of punctuations .
A 1 2|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||one|||REQUIRED|||-NONE-|||1
A 2 3|||R:MORPH|||chats|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||contact|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||emotional|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:TENSE|||must be|||REQUIRED|||-NONE-|||1
A 24 25|||U:PREP||||||REQUIRED|||-NONE-|||1
A 26 27|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN:NUM|||combination|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN|||punctuation marks|||REQUIRED|||-NONE-|||1

S For more convenience , sentences are shortened to simply three or four words such as lol ( which means laugh intensively ) and " asap " ( which means as soon as possible ) .
A 25 26|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||1
A 12 12|||M:ADJ|||simple|||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||"|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||laughing|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||out loud|||REQUIRED|||-NONE-|||1
A 25 26|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1

S People indeed go to great length to make their words as shorter as they can .
A 0 2|||U:NOUN|||Indeed|||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||, people|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||lengths|||REQUIRED|||-NONE-|||0
A 11 12|||R:ADJ:FORM|||short|||REQUIRED|||-NONE-|||0
A 1 2|||U:ADV||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||lengths|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ:FORM|||short|||REQUIRED|||-NONE-|||1

S While , once they are communicating with people in their face , expressing themselves appropriately become really a big problem .
A 0 1|||R:ADV|||Meanwhile|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||when|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||face to|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||becomes|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1

S Social media also provides people huge brunch information about people and things that they interests .
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||amounts of|||REQUIRED|||-NONE-|||0
A 14 14|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||interested|||REQUIRED|||-NONE-|||0
A 15 15|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 5 7|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||interested|||REQUIRED|||-NONE-|||1
A 15 15|||M:PREP|||in|||REQUIRED|||-NONE-|||1

S For example , on Twitter , it is exciting to follow people that you adore like famous movie and series stars , business men and entrepreneurs .
A 21 22|||R:OTHER|||or|||REQUIRED|||-NONE-|||0
A 5 6|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||1

S It makes people feel extreme close to their admirers ' lives and works .
A 4 5|||R:MORPH|||extremely|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||work|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||of those they admire|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||extremely|||REQUIRED|||-NONE-|||1

S Updated news people care about can be easily obtained when you refresh your social media sites on your smart phones and laptops almost every time at any time .
A 2 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 18 20|||R:ORTH|||smartphones|||REQUIRED|||-NONE-|||0
A 22 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Almost every time , up-to-date|||REQUIRED|||-NONE-|||1
A 9 11|||R:OTHER|||by|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||refreshing|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:CONJ|||or|||REQUIRED|||-NONE-|||1
A 22 28|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , after one has registered in those social media sites which are not reliable , all the information you have filled in will be a weapon against you in the future .
A 11 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 25 27|||R:OTHER|||used|||REQUIRED|||-NONE-|||0
A 3 4|||R:PRON|||you|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 8 8|||M:ADJ|||unreliable|||REQUIRED|||-NONE-|||1
A 11 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1

S Furthermore , not everyone on the social media sites is honest .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||1

S The profile picture may not be the person who that user says he or she really is .
A 7 7|||M:ADJ|||actual|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||you are|||REQUIRED|||-NONE-|||0
A 11 17|||R:OTHER|||speaking to|||REQUIRED|||-NONE-|||0
A 3 3|||M:VERB|||provided|||REQUIRED|||-NONE-|||1
A 5 5|||M:ADV|||really|||REQUIRED|||-NONE-|||1
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||1

S The reason might just be that he or she just wants to " decorate " his or her face .
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 14 15|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||That|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||because|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1
A 14 15|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||1

S But there is possibility that the person on the other side is deceiving you in order to obtain your information against you .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 20|||M:VERB|||to be used|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 20 22|||U:OTHER||||||REQUIRED|||-NONE-|||1

S No pledge of authenticity risks people 's information and privacy that are shared on social media sites .
A 4 5|||R:VERB|||guarantees|||REQUIRED|||-NONE-|||0
A 8 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1

S To sum up , social media has advantages and disadvantages in people 's daily life .
A 0 2|||R:VERB:FORM|||Summing|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||both|||REQUIRED|||-NONE-|||0
A 0 1|||R:PART|||In|||REQUIRED|||-NONE-|||1
A 1 3|||R:OTHER|||summation|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S It shortens the distance between people from all over the world and makes instant communication possible .
A 6 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||making|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S And it becomes more convenient to obtain and update information by using social media .
A 1 2|||R:OTHER|||sharing information|||REQUIRED|||-NONE-|||0
A 5 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||It|||REQUIRED|||-NONE-|||1

S On the contrary , social media makes people lose their ability to communicate effectively in their real lives and makes people risk exposing their privacy to those whose identity can not be verified on the social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S How do social media help change our lives ?
A 1 2|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||1

S As the development of the technology , social media becomes more and more significant role in the whole world .
A 1 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB|||continues to develop|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||takes|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||on|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||people 's lives all over|||REQUIRED|||-NONE-|||0
A 17 18|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB|||has occurred|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:TENSE|||has become|||REQUIRED|||-NONE-|||1
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 17 18|||U:ADJ||||||REQUIRED|||-NONE-|||1

S Everyone in the world can not stop using it every day to express their feelings or ideas and a log of other stuff which helps their friends know their lives better .
A 0 1|||R:NOUN|||Everybody|||REQUIRED|||-NONE-|||0
A 4 8|||R:OTHER|||continues to use|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 18 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||thoughts ,|||REQUIRED|||-NONE-|||0
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB|||follow|||REQUIRED|||-NONE-|||0
A 30 31|||R:ADV|||more effectively|||REQUIRED|||-NONE-|||0
A 4 8|||R:OTHER|||uses|||REQUIRED|||-NONE-|||1
A 17 23|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 28 30|||R:OTHER|||them|||REQUIRED|||-NONE-|||1

S However , it also raised the concerns about whether it brings us more benefits or a human disaster .
A 4 5|||R:VERB:TENSE|||raises|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||beneficial|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||detrimental , overall|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:TENSE|||raises|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||or not|||REQUIRED|||-NONE-|||1
A 15 18|||R:OTHER|||problems|||REQUIRED|||-NONE-|||1

S Although it helps to connect us with our friends wherever we are , it at the same time reduces the chance for us to talk to our friends face to face which may affect our interpersonal skills .
A 3 6|||R:WO|||us to connect|||REQUIRED|||-NONE-|||0
A 14 18|||R:OTHER|||also|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||likelihood|||REQUIRED|||-NONE-|||0
A 21 22|||R:PREP|||that|||REQUIRED|||-NONE-|||0
A 22 23|||R:PRON|||we|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||we|||REQUIRED|||-NONE-|||1
A 2 4|||R:VERB|||can|||REQUIRED|||-NONE-|||1
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 18|||R:OTHER|||also|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||chances|||REQUIRED|||-NONE-|||1
A 22 28|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 31 31|||M:OTHER|||conversations ,|||REQUIRED|||-NONE-|||1

S Thus , whether there are more advantages or disadvantages becomes a tough question for every human being .
A 0 1|||R:ADV|||Therefore|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||0
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Whether|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN|||pros|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||than|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||cons ,|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Many people says they will support the social media since it really helps them to have a closer view about how their friends are going in other parts of the world .
A 2 3|||R:VERB:SVA|||say|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||R:ADJ|||better|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB|||doing|||REQUIRED|||-NONE-|||0
A 2 5|||R:OTHER|||enjoy and|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||participate|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||in|||REQUIRED|||-NONE-|||1
A 10 15|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 19 21|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 23 24|||R:OTHER|||and what is|||REQUIRED|||-NONE-|||1
A 25 25|||M:PART|||on|||REQUIRED|||-NONE-|||1
A 27 31|||R:OTHER|||places|||REQUIRED|||-NONE-|||1

S This is especially to people who are overseas .
A 3 4|||R:OTHER|||true for|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||moreso|||REQUIRED|||-NONE-|||1
A 5 5|||M:PREP|||out|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||country|||REQUIRED|||-NONE-|||1

S To them , social media is the only resource they can approach to know everything happened in their home country and the way they can use to show their lives to their lovers as well .
A 11 12|||R:VERB|||utilize|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:FORM|||happening|||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||way|||REQUIRED|||-NONE-|||1
A 11 13|||U:VERB||||||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 27|||U:VERB||||||REQUIRED|||-NONE-|||1
A 32 33|||R:OTHER|||loved ones|||REQUIRED|||-NONE-|||1

S What 's more , these days social media plays an important role in spreading the information .
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 3 6|||R:WO|||These days ,|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1

S Nowadays , people can just easily put their renting information on their facebook account and wait for the response from others who are from different parts of the world which brings us a huge amount of convenience .
A 2 2|||M:OTHER|||it is a huge convenience that|||REQUIRED|||-NONE-|||0
A 4 6|||U:ADV||||||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||rental|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 24 24|||M:DET|||all|||REQUIRED|||-NONE-|||0
A 29 37|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||People|||REQUIRED|||-NONE-|||1
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 21 29|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 31 32|||U:PRON||||||REQUIRED|||-NONE-|||1

S It is quite significant especially for those young teenagers since they would rather go to these sites to see the news and know what happened in this world than read the newspaper every day .
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||prefer to|||REQUIRED|||-NONE-|||0
A 17 23|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:TENSE|||'s happening|||REQUIRED|||-NONE-|||0
A 26 27|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 28 28|||M:OTHER|||, rather|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 25|||R:OTHER|||instead|||REQUIRED|||-NONE-|||1
A 25 30|||R:OTHER|||of reading|||REQUIRED|||-NONE-|||1

S However , there are also a great amount of people who against this technology .
A 4 9|||R:OTHER|||many|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||number|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||oppose|||REQUIRED|||-NONE-|||1

S They worry a lot about the bad effect on the teenagers who are still developing themselves .
A 15 16|||R:OTHER|||themselves. They are concerned about the detrimental effects this technology might have on developing minds|||REQUIRED|||-NONE-|||0
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 7|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||U:PRON||||||REQUIRED|||-NONE-|||1

S They pointed that actually social media reduces the chance for us to talk to people around us face to face .
A 2 2|||M:PART|||out|||REQUIRED|||-NONE-|||0
A 3 6|||R:WO|||social media actually|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||opportunities|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1

S The more we care about facebook , the less time we will have to spend with our friends .
A 2 2|||M:NOUN|||time|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||spend caring|||REQUIRED|||-NONE-|||0
A 11 12|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 18 18|||M:OTHER|||in person|||REQUIRED|||-NONE-|||0
A 2 2|||M:NOUN|||time|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||spend|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 5 6|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S Nowadays , it is quite common to see on some party , people would more prefer looking at their phones and reading all the posts on facebook if they feel bored .
A 3 4|||R:VERB:TENSE|||can be|||REQUIRED|||-NONE-|||0
A 8 12|||R:OTHER|||bored|||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||preferring|||REQUIRED|||-NONE-|||0
A 22 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 27 28|||R:PREP|||while|||REQUIRED|||-NONE-|||0
A 28 29|||R:OTHER|||at|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||party|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Today|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||and see that|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1
A 26 27|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S It makes people worry since if all the teenagers continue using social media frequently , they will decrease the ability to talk to people .
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 6 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||abilities|||REQUIRED|||-NONE-|||0
A 24 24|||M:OTHER|||in person|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||that|||REQUIRED|||-NONE-|||1
A 6 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 19|||R:DET|||their|||REQUIRED|||-NONE-|||1

S They will feel it becomes difficult for them to find any topics to communicate with other people .
A 1 2|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||find|||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB||||||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||common ground|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||discuss|||REQUIRED|||-NONE-|||0
A 1 4|||R:WO|||feel it will|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||become|||REQUIRED|||-NONE-|||1
A 17 17|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S Personally , I strongly agree that social media brings more disadvantages compared to advantages it gives us .
A 8 9|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 11 13|||R:PREP|||than|||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S Although it is really useful when we need to use it to let other people know we really live a good life , it wastes us a lot of time as well .
A 7 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 16 21|||R:OTHER|||how our|||REQUIRED|||-NONE-|||0
A 22 22|||M:VERB|||is going|||REQUIRED|||-NONE-|||0
A 25 26|||U:PRON||||||REQUIRED|||-NONE-|||0
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||1
A 17 18|||U:ADV||||||REQUIRED|||-NONE-|||1
A 25 26|||U:PRON||||||REQUIRED|||-NONE-|||1

S Think in another way , if we put those time we spend on wandering on those sites , we may already finish one book or do other more meaningful things .
A 0 1|||R:VERB:FORM|||Thinking|||REQUIRED|||-NONE-|||0
A 1 1|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||it|||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 14|||M:PART|||around|||REQUIRED|||-NONE-|||0
A 17 17|||M:OTHER|||into other pursuits|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:TENSE|||could have|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:FORM|||finished|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||reading|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB:TENSE|||have done|||REQUIRED|||-NONE-|||0
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 2|||U:VERB|||In|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||spend|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||less|||REQUIRED|||-NONE-|||1
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 26 27|||U:ADJ||||||REQUIRED|||-NONE-|||1

S We should keep in mind that there are still ways for us to contact with our family or friends .
A 9 9|||M:ADJ|||other|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||keep in|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Everything will be bad if we do n't know how to use them wisely no matter whether it is really good or not .
A 0 1|||R:OTHER|||It|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||these sites|||REQUIRED|||-NONE-|||0
A 14 16|||R:ADV|||regardless|||REQUIRED|||-NONE-|||0
A 16 16|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 17 18|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S As a result , it is important for people to know that we need to be cautious about the time we spend on these social media .
A 7 8|||R:PREP|||that|||REQUIRED|||-NONE-|||0
A 9 11|||R:VERB|||realize|||REQUIRED|||-NONE-|||0
A 12 13|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:FORM|||spent|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 5|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||spent|||REQUIRED|||-NONE-|||1
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||1
A 26 26|||M:NOUN|||sites|||REQUIRED|||-NONE-|||1

S As stated above , I strongly believe that if we can use social media wisely rather than abusing it , we will all live a better life .
A 1 1|||M:PRON|||I|||REQUIRED|||-NONE-|||0
A 15 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The advantage and disadvantage of social media
A 1 2|||R:NOUN:NUM|||advantages|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||advantages|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||1

S Nowadays , as the technology is becoming increasingly advanced , more and more social media sites are showing up in our daily life .
A 0 1|||R:OTHER|||Today|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1

S You can see people playing Facebook , Twitter through their smart phones or ipad on buses or on trains .
A 4 5|||R:OTHER|||on|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||using|||REQUIRED|||-NONE-|||0
A 13 14|||R:ORTH|||iPad|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||using|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||or|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:INFL|||ipads|||REQUIRED|||-NONE-|||1
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1

S Some may say that the appearance for these modern media will reduce the chance for people to communicate face to face .
A 18 21|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 4 5|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN|||kinds|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1

S This essay will illustrate the pros and cons of using social media in modern society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||discuss|||REQUIRED|||-NONE-|||1

S Firstly of all , social media can make it more convenient for people to make friends and contact each other .
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||0
A 17 17|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||1

S Years ago when these modern products have not been popular , the way for people to communicate or contact people far way are still restricted in making phone calls , sending emails or writing letters .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||were|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||away|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||were|||REQUIRED|||-NONE-|||0
A 25 26|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||, before|||REQUIRED|||-NONE-|||1
A 6 9|||R:OTHER|||were|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADJ|||available|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||people used|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||phone|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||calls , e-mails|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||or|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN|||letters|||REQUIRED|||-NONE-|||1
A 17 17|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||those who lived|||REQUIRED|||-NONE-|||1
A 22 35|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Some will take long time and some are not efficient enough for people to get their response .
A 1 2|||R:OTHER|||of these forms of communication|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 17|||M:ADV|||quickly|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||these methods can be inefficient because it can|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||1

S However , social media solves these problems well .
A 7 8|||U:ADV||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People can contact their friends on the internet and get their reply very fast .
A 11 12|||R:NOUN:NUM|||replies|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||replies|||REQUIRED|||-NONE-|||1

S The communication is also not limited in words .
A 6 7|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S People can express themselves through pictures or emotions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People can also get to know their friends ' state and mood by looking at their posts on line .
A 9 10|||R:NOUN:NUM|||states|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||moods|||REQUIRED|||-NONE-|||0
A 17 19|||R:ORTH|||online|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Moreover , people can be aware of what is going on in social situation and see the comments online and share their opinions on these websites .
A 14 15|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||situations|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 17 19|||R:WO|||online comments|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 22|||M:ADJ|||own|||REQUIRED|||-NONE-|||1

S These social media makes people 's life much more colorful and provide a lot of fun .
A 3 3|||M:NOUN|||sites|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 3 3|||M:NOUN|||networks|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S However , social media may do some harm to people 's life .
A 11 12|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S It will make people spend more time on chatting on the internet rather than communicate face to face such that the interpersonal skill will be badly affected .
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||communicating|||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||causing|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||does|||REQUIRED|||-NONE-|||1
A 11 12|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||communicating|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||face-to-face ,|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||the extent|||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||skills|||REQUIRED|||-NONE-|||1

S Some people spend a lot of time in it and forget their real life .
A 7 8|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||online|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||about|||REQUIRED|||-NONE-|||1

S Actually , I have seen some people are very funny and interesting when I am chatting with them online .
A 4 5|||R:VERB|||found|||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB:TENSE|||chat|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||In my experience|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||met|||REQUIRED|||-NONE-|||1
A 7 7|||M:PRON|||who|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||can be|||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , they behave quite boring when I talk to them in real life .
A 3 4|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||are|||REQUIRED|||-NONE-|||1

S Teenagers are developing their interpersonal skills and social skills when they are growing up .
A 9 14|||R:OTHER|||at this stage of their lives|||REQUIRED|||-NONE-|||0
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||1

S If they spend too much time on these social media , it may cause some problems to their mental development .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||interfere with|||REQUIRED|||-NONE-|||1
A 14 15|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||development|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 17 20|||R:OTHER|||these skills|||REQUIRED|||-NONE-|||1

S They may feel uncomfortable when they communicate with people face to face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Some may share fewer and fewer time with their family and not knowing how to express themselves .
A 3 6|||R:OTHER|||less|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||0
A 3 6|||R:OTHER|||less|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||know|||REQUIRED|||-NONE-|||1

S Moreover , some wrong values on the websites will affect teenagers and confuse them .
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||may adversely|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 5 5|||M:VERB|||shown|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||are wrong and|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||by|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:FORM|||confusing|||REQUIRED|||-NONE-|||1

S Some may even do something wrong .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||that is|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S In conclusion , the showing up of social media sites is a double edged sword .
A 4 6|||R:OTHER|||emergence|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||introduction|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:TENSE|||has been|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||double-edged|||REQUIRED|||-NONE-|||1

S It can make our life simpler .
A 6 6|||M:OTHER|||but also create more problems as well|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People can promote their friendship and relationship through these social media .
A 4 5|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||types of|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||friendships|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1

S Whereas , it can also make people forget to communicate to their family and friends in the real life and affect negatively to their interpersonal skills .
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 22|||R:WO|||negatively affect|||REQUIRED|||-NONE-|||0
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||, which can|||REQUIRED|||-NONE-|||1
A 20 22|||R:WO|||negatively affect|||REQUIRED|||-NONE-|||1
A 22 23|||U:PREP||||||REQUIRED|||-NONE-|||1

S But overall , the advantages far outweigh its disadvantage .
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||Overall|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||1

S So we need to make best use of these social media and make it a fun way of adding some excitement when life is boring .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 2|||U:ADV|||We|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1

S And try to bypass the shortcomings .
A 4 5|||R:DET|||our|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Remember to send greetings to our friends and family frequently .
A 5 6|||R:DET|||your|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADV|||frequently|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||your|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1

S Nowadays , with the advancement of technology , it is easy to communicate wherever you are .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 9|||U:OTHER|||It|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||nowadays thanks to the advancement of technology|||REQUIRED|||-NONE-|||1

S The appearance of social media sites truly connects people closely .
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Use|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1

S People can know their friends ' recently looks and interesting things happens on that people just by checking their facebook or other social media sites .
A 3 4|||R:PRON|||what|||REQUIRED|||-NONE-|||0
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 7 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||happened|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||friends|||REQUIRED|||-NONE-|||0
A 17 17|||M:ADV|||simply|||REQUIRED|||-NONE-|||0
A 19 20|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 25|||R:NOUN|||profile|||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||recent|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||happen|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1

S We can not deny that the social media sites truly make the old friends do not lose the information and the chances to communicate with you even you are in a different country .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||it easier for|||REQUIRED|||-NONE-|||0
A 14 22|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 27 27|||M:PREP|||though|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:TENSE|||may be|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||be denied|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||it easier for|||REQUIRED|||-NONE-|||1
A 14 17|||R:OTHER|||to keep|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||up with current|||REQUIRED|||-NONE-|||1
A 20 20|||M:VERB|||gives|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||them|||REQUIRED|||-NONE-|||1
A 24 33|||U:OTHER||||||REQUIRED|||-NONE-|||1

S However , the social media sites truly reduce the communication in face-to-face which truly affects interpersonal skills .
A 2 3|||R:OTHER|||using|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||0
A 10 11|||U:PREP||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||1
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||1

S There are two advantages and two disadvantages of using the social media in people 's daily life .
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 2 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1

S Firstly , the social media sites can connect people with their friends and parents closely .
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||of all|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||using|||REQUIRED|||-NONE-|||0
A 7 7|||M:ADV|||closely|||REQUIRED|||-NONE-|||0
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1

S By typing the words and showing the pictures , people can express their emotions that they are too shy to express .
A 0 1|||R:OTHER|||Also ,|||REQUIRED|||-NONE-|||0
A 1 4|||R:OTHER|||sharing messages|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||allow|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||may usually be|||REQUIRED|||-NONE-|||0
A 0 10|||U:OTHER|||People|||REQUIRED|||-NONE-|||1
A 21 21|||M:OTHER|||through text and pictures|||REQUIRED|||-NONE-|||1

S For example , on mother 's day , people are shy to say " I love you " to their mothers so they can type it on his or her mother 's facebook page .
A 0 4|||U:OTHER|||On|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||for example|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||may be|||REQUIRED|||-NONE-|||0
A 17 18|||R:PUNCT|||''|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||in person , but more willing to|||REQUIRED|||-NONE-|||0
A 10 10|||M:ADV|||too|||REQUIRED|||-NONE-|||1
A 17 18|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 27 29|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 29 30|||R:DET|||their|||REQUIRED|||-NONE-|||1

S Then his or her mother will also know the emotion and feel warm .
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||extent of their|||REQUIRED|||-NONE-|||0
A 13 13|||M:ADV|||inside|||REQUIRED|||-NONE-|||0
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||understand|||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||child 's|||REQUIRED|||-NONE-|||1

S On the other hand , when the teenager is studying in a foreign country , the internet is the only way that he can communicate with their parents and friends .
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||teenage|||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||student|||REQUIRED|||-NONE-|||0
A 20 24|||R:OTHER|||means of|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||communication|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN|||family|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 26 27|||R:DET|||his|||REQUIRED|||-NONE-|||1

S Therefore , the social media is truly good for people .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:ADV|||sincerely|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1

S Secondly , the social media sites can not only connect people with their friends closely .
A 0 2|||R:OTHER|||Not only|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ADV|||Also|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||1
A 7 8|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||closely to|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1

S People can also know much information about the celebrity in Twitter and Facebook such as Obama , Bill Gates and get the first-hand study materials on it .
A 3 5|||R:OTHER|||learn|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||celebrities|||REQUIRED|||-NONE-|||0
A 9 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||on Twitter and Facebook ,|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 25|||R:NOUN|||news|||REQUIRED|||-NONE-|||0
A 25 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||learn a lot of|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||celebrities|||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 12 13|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 15 15|||M:NOUN|||President|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||, on Twitter|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||Facebook|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 24 27|||R:OTHER|||them first-hand|||REQUIRED|||-NONE-|||1

S They can learn how these people succeed and they can also have the chance to talk with them and know these famous persons ' thought by using the social media .
A 6 7|||R:VERB:TENSE|||succeeded|||REQUIRED|||-NONE-|||0
A 7 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||people 's|||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||0
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 22 24|||R:OTHER|||peoples|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN:NUM|||thoughts|||REQUIRED|||-NONE-|||1
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||1

S On the other hand , with the help of social media , some homeless people or someone who need the money to cure the disease can get the help from the world quickly because once one person know the information , his or her will share it to their " friends area " , then many people will know it and spread the information to the person who can give help .
A 18 19|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||0
A 35 36|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 37 38|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||0
A 41 42|||R:PRON|||he|||REQUIRED|||-NONE-|||0
A 43 44|||R:PRON|||she|||REQUIRED|||-NONE-|||0
A 52 53|||R:PUNCT|||'' .|||REQUIRED|||-NONE-|||0
A 53 53|||M:OTHER|||Once that happens|||REQUIRED|||-NONE-|||0
A 54 55|||U:ADV||||||REQUIRED|||-NONE-|||0
A 59 60|||U:PRON||||||REQUIRED|||-NONE-|||0
A 65 67|||R:OTHER|||people|||REQUIRED|||-NONE-|||0
A 4 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 24|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 25 25|||M:OTHER|||or who are homeless|||REQUIRED|||-NONE-|||1
A 29 30|||U:PREP||||||REQUIRED|||-NONE-|||1
A 30 31|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 31 32|||R:OTHER|||need|||REQUIRED|||-NONE-|||1
A 34 37|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 37 38|||R:VERB|||can share|||REQUIRED|||-NONE-|||1
A 40 56|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 57 58|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 59 60|||U:PRON||||||REQUIRED|||-NONE-|||1
A 64 65|||R:PREP|||around|||REQUIRED|||-NONE-|||1
A 66 71|||R:OTHER|||world|||REQUIRED|||-NONE-|||1

S On the other hand , there are also problems with the population of the social media .
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 6|||U:OTHER|||There|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1

S Firstly , when people rely on the social media to communicate with their friends and parents , they will accustom to communicate by typing and not talking .
A 0 3|||U:OTHER|||When|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 19|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||accustomed|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||When|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||grow|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||communicating|||REQUIRED|||-NONE-|||1

S People even prefer talk to their friends and meet their friends online and gradually reject face-to-face communication .
A 0 1|||M:OTHER|||Sometimes , people|||REQUIRED|||-NONE-|||0
A 1 1|||M:VERB:TENSE|||might|||REQUIRED|||-NONE-|||0
A 3 5|||R:WO|||to talk|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Therefore , the social media truly limit the interpersonal skills such that people lose the chance and the ability to practice talking and connect the relation between him and their friends .
A 6 7|||R:VERB:SVA|||limits|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||causing|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 23 24|||U:VERB||||||REQUIRED|||-NONE-|||0
A 25 25|||M:OTHER|||connection of|||REQUIRED|||-NONE-|||0
A 25 26|||R:MORPH|||relationships|||REQUIRED|||-NONE-|||0
A 27 30|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||Social|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||limits|||REQUIRED|||-NONE-|||1
A 10 11|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 13 19|||R:OTHER|||use|||REQUIRED|||-NONE-|||1
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 24 30|||R:OTHER|||with|||REQUIRED|||-NONE-|||1

S Secondly , without the truly communication in the real life , people lose the ability to see the truth and false .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||communicating|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||Without|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||true|||REQUIRED|||-NONE-|||1
A 6 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||difference between true|||REQUIRED|||-NONE-|||1

S There are many people in the social media with beautiful image and good content in their pages , however in real life , he or she may do not have jobs or live poorly .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||images|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||pages.|||REQUIRED|||-NONE-|||0
A 17 19|||U:PUNCT|||However|||REQUIRED|||-NONE-|||0
A 27 28|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 30 30|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN:NUM|||job|||REQUIRED|||-NONE-|||0
A 32 33|||R:VERB:SVA|||lives|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 27 28|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 30 30|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN:NUM|||job|||REQUIRED|||-NONE-|||1

S Teenagers may believe these people and easily be cheat and lose money even their safe .
A 6 6|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||cheated|||REQUIRED|||-NONE-|||0
A 9 13|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||money|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||cheated|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||safety|||REQUIRED|||-NONE-|||1

S Therefore , the social media is not safe which is bad to teenager 's future development .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 8|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||can|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:SVA|||be|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||Social|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||1

S All in all , the appearance of social media truly helps people a lot in many areas .
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 2|||U:ADV||||||REQUIRED|||-NONE-|||1
A 2 3|||R:ADV|||Overall|||REQUIRED|||-NONE-|||1
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||1
A 11 11|||M:ADJ|||many|||REQUIRED|||-NONE-|||1
A 12 12|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||of|||REQUIRED|||-NONE-|||1

S However , there exits some disadvantages which will affect people in some degree .
A 3 4|||R:VERB|||exists|||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||are|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||1

S Advantages and Disadvantages of Using Social Media in Our Daily life and Society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Nowadays , with the development of technology and society , social media become more popular and even important in our daily life .
A 12 12|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Today|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB:TENSE|||has|||REQUIRED|||-NONE-|||1
A 17 17|||M:ADV|||more|||REQUIRED|||-NONE-|||1

S We communicate with others using social media , such as twitter , facebook and microblog more and more frequently .
A 10 11|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||0
A 12 13|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 14 14|||M:PREP|||through|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||microblogs|||REQUIRED|||-NONE-|||0
A 10 11|||R:ORTH|||Twitter|||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||microblogging|||REQUIRED|||-NONE-|||1

S There is no need to for people to go out of their home to interact with others , they chat online , share pictures , tell others what they have done or funny stories .
A 17 18|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 25 25|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 31 34|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 7 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||outside of there because|||REQUIRED|||-NONE-|||1
A 24 32|||R:OTHER|||and|||REQUIRED|||-NONE-|||1

S It seems that people build a good relationship with others by the social media , but the problems come out .
A 10 11|||R:PREP|||through|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||People|||REQUIRED|||-NONE-|||1
A 4 4|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1
A 6 7|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 18|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||1

S Pepope do not know how to talk with others face to face , especially the strangers .
A 0 1|||R:SPELL|||People|||REQUIRED|||-NONE-|||0
A 9 12|||R:OTHER|||face-to-face|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||People|||REQUIRED|||-NONE-|||1
A 1 1|||M:PRON|||who|||REQUIRED|||-NONE-|||1
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||1
A 6 12|||R:OTHER|||interact personally|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||with|||REQUIRED|||-NONE-|||1

S Then , we need to talk about the advantages and disadvantages of using social media in your daily life and society .
A 0 3|||U:OTHER|||We|||REQUIRED|||-NONE-|||0
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||We|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||pros|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||cons|||REQUIRED|||-NONE-|||1
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||1
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||1

S As for the advantages , there are two aspects : more convenient to contact others , easier to know about others .
A 10 10|||M:OTHER|||it is|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||pros|||REQUIRED|||-NONE-|||1
A 5 6|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 6 16|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 19 19|||M:ADJ|||more|||REQUIRED|||-NONE-|||1
A 21 21|||M:OTHER|||and contact them|||REQUIRED|||-NONE-|||1

S One advantage is that it is more convenience to contact others by social media .
A 7 8|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||1

S In old days , if one wants to tell some important news to another one , which lives far away , he needs to write letters and it wastes time .
A 6 7|||R:VERB:TENSE|||wanted|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||person|||REQUIRED|||-NONE-|||0
A 16 17|||R:PRON|||who|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||or she needed|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||, which was a|||REQUIRED|||-NONE-|||0
A 28 29|||R:MORPH|||waste|||REQUIRED|||-NONE-|||0
A 29 29|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||wanted|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 16 17|||R:PRON|||who|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||need would need|||REQUIRED|||-NONE-|||1
A 25 25|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 25 26|||R:NOUN:NUM|||letter|||REQUIRED|||-NONE-|||1
A 27 28|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 30 30|||M:VERB|||consuming|||REQUIRED|||-NONE-|||1

S The long distance and time-consuming make spreading the messages very difficult at that time .
A 1 3|||R:OTHER|||long-distance|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||nature of the task made|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||distances|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||time consuming|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||methods of communicating , made|||REQUIRED|||-NONE-|||1

S Therefore , people may not contact with the faraway friends and relatives unless there are something important .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 17 17|||M:VERB|||to say|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Because of that|||REQUIRED|||-NONE-|||1
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1

S However , people now can contact with anyone all over the world who can use computer at any time , and there is no time delay of messages .
A 3 5|||R:WO|||can now|||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 19 25|||R:OTHER|||without|||REQUIRED|||-NONE-|||0
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 4|||R:WO|||now people|||REQUIRED|||-NONE-|||1
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 24 25|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 27 27|||M:DET|||their|||REQUIRED|||-NONE-|||1

S The other advantage is that it is easier to know about others by social media .
A 0 2|||R:OTHER|||Another|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB|||using|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Another|||REQUIRED|||-NONE-|||1

S If there is no social media , it is difficult for people to know about a stranger .
A 0 4|||R:OTHER|||Without|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:TENSE|||would be|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||strangers|||REQUIRED|||-NONE-|||1

S They may collect information about that person by asking his friends , colleagues or family members .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1

S And the information collected may not be intact and true .
A 7 8|||R:ADJ|||complete|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||The|||REQUIRED|||-NONE-|||1

S Unlike today , with the help with social media , people can easily get the information they want just by searching on line , and know about what that person did everyday at what time .
A 0 2|||U:PREP|||Today|||REQUIRED|||-NONE-|||0
A 21 23|||R:ORTH|||online|||REQUIRED|||-NONE-|||0
A 25 25|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 26 27|||U:PREP||||||REQUIRED|||-NONE-|||0
A 32 32|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 21 23|||R:ORTH|||online|||REQUIRED|||-NONE-|||1
A 30 33|||R:OTHER|||does|||REQUIRED|||-NONE-|||1
A 33 34|||R:DET|||each|||REQUIRED|||-NONE-|||1
A 34 35|||R:NOUN|||day|||REQUIRED|||-NONE-|||1

S As for the disadvantages of social media in our daily life , wasting time , causing illness related to sitting long time before the computer , quick-spread of rumor and fake news , most importantly , making people lost the ability to talk to others face to face confidently .
A 11 12|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 20 20|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 21 21|||M:OTHER|||periods of|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||in front of|||REQUIRED|||-NONE-|||0
A 26 28|||R:OTHER|||quickly spreading|||REQUIRED|||-NONE-|||0
A 28 29|||R:NOUN:INFL|||rumors|||REQUIRED|||-NONE-|||0
A 32 32|||M:OTHER|||, and|||REQUIRED|||-NONE-|||0
A 36 37|||R:VERB|||damaging|||REQUIRED|||-NONE-|||0
A 38 39|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 39 40|||U:DET||||||REQUIRED|||-NONE-|||0
A 48 48|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 48 49|||R:MORPH|||confidence|||REQUIRED|||-NONE-|||0
A 22 23|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 32 32|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 38 39|||R:VERB:FORM|||lose|||REQUIRED|||-NONE-|||1

S It is weird that people sit around the table but all face to their phones and do not talk with each other .
A 2 3|||R:ADJ|||strange|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||to see|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||all sitting together at|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||facing|||REQUIRED|||-NONE-|||0
A 16 17|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:FORM|||talking|||REQUIRED|||-NONE-|||0
A 20 21|||R:DET|||one|||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||another|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||faces|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||in|||REQUIRED|||-NONE-|||1

S If there is a joke on their facebook page , they may talk to others in this way , " hi , look , how ridiculous this is " , then they laugh together .
A 1 2|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||find|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||something|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||humorous|||REQUIRED|||-NONE-|||0
A 7 8|||R:ORTH|||Facebook|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||share a laugh with|||REQUIRED|||-NONE-|||0
A 15 34|||R:OTHER|||over it|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||saying|||REQUIRED|||-NONE-|||1
A 28 29|||R:PUNCT|||''|||REQUIRED|||-NONE-|||1

S No matter it is a party , dinner or just simply get-together , there always are some people bow their head and playing their phones even their family and friends are in front of them .
A 2 2|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||simple|||REQUIRED|||-NONE-|||0
A 14 16|||R:WO|||are always|||REQUIRED|||-NONE-|||0
A 18 18|||M:PRON|||who|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN:NUM|||heads|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||play on|||REQUIRED|||-NONE-|||0
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 26 26|||M:ADV|||when|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Whether|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 18 22|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 23 23|||M:PREP|||with|||REQUIRED|||-NONE-|||1

S In a conclusion , there are both advantages and disadvantages of using social media in daily life .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1

S People should enjoy the advantages of social media while be aware of the disadvantages of that and try their best to avoid the disadvantages happen to them and their friends and family .
A 9 10|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||0
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 22|||R:VERB:FORM|||avoiding|||REQUIRED|||-NONE-|||0
A 24 27|||R:OTHER|||of it for themselves|||REQUIRED|||-NONE-|||0
A 31 32|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 22 23|||R:DET|||those|||REQUIRED|||-NONE-|||1
A 24 32|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Today world is considered to be the era of social media sites like Facebook and Twitter which are attractively connecting people around the world .
A 1 1|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 1|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||:|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||, for example|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||,|||REQUIRED|||-NONE-|||1

S However , some people worry that social network can affect interpersonal skills as it reduces face-to-face human contact .
A 7 8|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1

S The advantages and disadvantages of using such social media in the society are elaborated on as follows .
A 13 14|||R:VERB|||touched|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||here|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Nobody can deny social media 's advantages as the benefit it provides in connecting people regardless of nationalities , races , cultures and languages .
A 17 18|||R:NOUN:NUM|||nationality|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||race|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||culture|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||language|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||nationality|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||race|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||culture|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||language|||REQUIRED|||-NONE-|||1

S Social media is a trending channel and a suitable mean of communications .
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||means|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||communication|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||communication|||REQUIRED|||-NONE-|||1

S Firstly , social media brings convenience to the world .
A 0 3|||U:OTHER|||Social|||REQUIRED|||-NONE-|||0
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||1

S It has erased the boundaries of distance and time .
A 0 1|||R:OTHER|||Social media|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S No more worries about the time it takes to deliver letters and packages .
A 0 1|||M:OTHER|||There is no|||REQUIRED|||-NONE-|||0
A 1 3|||R:ADJ:FORM|||worry|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||There are no|||REQUIRED|||-NONE-|||1

S Nowadays , thanks to the help of social media , with just one click , you can contact your family and friends wherever you want .
A 0 3|||U:OTHER|||Thanks|||REQUIRED|||-NONE-|||0
A 22 23|||R:ADV|||whenever|||REQUIRED|||-NONE-|||0
A 9 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 25|||M:OTHER|||with just one click|||REQUIRED|||-NONE-|||1

S You can share photos , videos and every meaningful experiences of your life .
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||experience|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||you have in|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||all other|||REQUIRED|||-NONE-|||1

S More importantly , it is cheap and easy to use social media .
A 3 4|||R:OTHER|||social media|||REQUIRED|||-NONE-|||0
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 12|||M:OTHER|||to do this|||REQUIRED|||-NONE-|||1

S Secondly , social media network opens the door of opportunities for people due to its great benefit in connecting .
A 16 17|||R:NOUN:NUM|||benefits|||REQUIRED|||-NONE-|||0
A 19 19|||M:NOUN|||people|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:SVA|||open|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||opportunity|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||benefits|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||gained when|||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||to others|||REQUIRED|||-NONE-|||1

S A lot of fresh graduates can find jobs thanks to Facebook and Twitter .
A 0 3|||R:OTHER|||Many|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||job|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADJ|||new|||REQUIRED|||-NONE-|||1

S Young people can widen their relationships , meet new friends and learn wonderful things in many parts of the world .
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||about|||REQUIRED|||-NONE-|||1

S In business area , social media is a good tool to develop and advertise products and services .
A 2 3|||R:NOUN:NUM|||areas|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||use for|||REQUIRED|||-NONE-|||1
A 11 12|||R:MORPH|||developing|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||advertising|||REQUIRED|||-NONE-|||1

S On the other hand , social media also has disadvantages which have created worries to the society recently and made it a controversial phenomenon .
A 14 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:ADV|||recently|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||U:ADV||||||REQUIRED|||-NONE-|||1

S More and more young people tend to live in social media world most of their time and reduce face-to-face human contact , which can affect interpersonal skills and relationships in social life .
A 8 9|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||which|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||0
A 22 22|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 22 23|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 30 31|||R:ADJ|||real|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||a majority|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:TENSE|||have reduced|||REQUIRED|||-NONE-|||1
A 29 32|||U:OTHER||||||REQUIRED|||-NONE-|||1

S First and foremost , we should realize that social media world is not trustworthy and real .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 13 13|||M:ADV|||always|||REQUIRED|||-NONE-|||1

S Everyone can easily make up the personality and characteristics they want .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN|||Anyone|||REQUIRED|||-NONE-|||1
A 11 11|||M:VERB|||to portray|||REQUIRED|||-NONE-|||1

S They can become anyone .
A 4 4|||M:OTHER|||they want|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||be|||REQUIRED|||-NONE-|||1

S Though social media do create relationships , relationships and friendships are only firm and real if people have gone through experiences and communication in face-to-face interaction .
A 0 1|||R:PREP|||Through|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||relationships are|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:FORM|||created|||REQUIRED|||-NONE-|||0
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||though|||REQUIRED|||-NONE-|||0
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:NUM|||interactions|||REQUIRED|||-NONE-|||0
A 22 23|||R:MORPH|||communicate|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||through|||REQUIRED|||-NONE-|||1

S There is a story of a girl who lives in social media world every night in eight years .
A 8 9|||R:VERB:TENSE|||has lived|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 13 16|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:TENSE|||lived|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||for|||REQUIRED|||-NONE-|||1

S In the chat room , she created a close relationship with eight people .
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||relationships|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||a|||REQUIRED|||-NONE-|||1

S She talked with them every night , trust them and share her life with them .
A 7 8|||R:VERB:TENSE|||trusted|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:TENSE|||shared|||REQUIRED|||-NONE-|||0
A 2 3|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||trusted|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:TENSE|||shared|||REQUIRED|||-NONE-|||1

S Then eventually , she discovered that eight people became one as he was using eight different identities to chat with her all the time .
A 0 2|||U:ADV|||Eventually|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADV|||however|||REQUIRED|||-NONE-|||0
A 6 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:TENSE|||had been|||REQUIRED|||-NONE-|||0
A 0 2|||U:ADV|||Eventually|||REQUIRED|||-NONE-|||1
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||1

S Furthermore , the convenience of social media is also its weakness .
A 2 2|||M:OTHER|||although convenience is one of|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||main benefits|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||, it|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||a major|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S A lot of people use their true information on social media sites , which can lead to crimes and deception .
A 0 3|||R:OTHER|||Many|||REQUIRED|||-NONE-|||0
A 4 7|||R:OTHER|||put personal|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||this can|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S People can use the information to deceive family and friends and banks to do bad things such as blackmail , ATM theft and so on .
A 3 4|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 13 15|||R:OTHER|||commit|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||crimes|||REQUIRED|||-NONE-|||0
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 23|||R:WO|||and theft|||REQUIRED|||-NONE-|||1
A 23 25|||U:ADV||||||REQUIRED|||-NONE-|||1

S Last but not least , social media does affect human interpersonal skills when people increase the time on social sites and reject chances to expose to social daily life activities as well as interacting with people .
A 0 4|||R:OTHER|||Finally|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||use of|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 25 25|||M:PRON|||themself|||REQUIRED|||-NONE-|||0
A 28 29|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 30 33|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 33 34|||R:MORPH|||interaction|||REQUIRED|||-NONE-|||0
A 35 35|||M:ADJ|||other|||REQUIRED|||-NONE-|||0
A 0 4|||R:OTHER|||Finally|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||spent|||REQUIRED|||-NONE-|||1
A 19 20|||R:ADV|||online|||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||rejecting|||REQUIRED|||-NONE-|||1
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||chance|||REQUIRED|||-NONE-|||1
A 23 25|||U:VERB||||||REQUIRED|||-NONE-|||1
A 26 33|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 33 34|||R:VERB:FORM|||interact|||REQUIRED|||-NONE-|||1
A 35 36|||R:OTHER|||others outside of the computer|||REQUIRED|||-NONE-|||1

S Recent research has shown that the more people spend time on social media sites , the less they become ambitious .
A 7 10|||R:WO|||time people spend|||REQUIRED|||-NONE-|||0
A 17 20|||R:WO|||ambitious they become|||REQUIRED|||-NONE-|||0
A 7 10|||R:WO|||time people spend|||REQUIRED|||-NONE-|||1
A 17 20|||R:WO|||ambitious they become|||REQUIRED|||-NONE-|||1

S As a result , if the situation keep go on in this unexpected trend , it will cause a bad effect on the young generation .
A 5 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 14|||M:VERB|||continues|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 23 24|||R:ADJ:FORM|||younger|||REQUIRED|||-NONE-|||0
A 7 9|||R:VERB|||continues|||REQUIRED|||-NONE-|||1
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||the effects|||REQUIRED|||-NONE-|||1
A 18 18|||M:VERB:TENSE|||could|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||be|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 23 24|||R:ADJ:FORM|||younger|||REQUIRED|||-NONE-|||1

S To put it in the nutshell , everything has its own pros and cons .
A 0 4|||U:OTHER|||In|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||a|||REQUIRED|||-NONE-|||1

S So does social media network .
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||This|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||is true of|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||networks|||REQUIRED|||-NONE-|||1

S It not only is convenient and beneficial in connecting people and developing the business but it also can damage people relationships and interpersonal skills .
A 1 1|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||simply|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||businesses|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||;|||REQUIRED|||-NONE-|||0
A 16 18|||R:WO|||can also|||REQUIRED|||-NONE-|||0
A 20 20|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||On one hand it|||REQUIRED|||-NONE-|||1
A 1 3|||U:ADV||||||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||on the other hand|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1
A 19 20|||R:ADJ|||personal|||REQUIRED|||-NONE-|||1

S Social media is only beneficial as long as we know how to use it in a correct and suitable way with the combination of both social media sites and daily life interaction to develop people 's potentials to the fullest .
A 5 6|||R:ADV|||so|||REQUIRED|||-NONE-|||0
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||R:OTHER|||, using|||REQUIRED|||-NONE-|||0
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 36 37|||R:NOUN:NUM|||potential|||REQUIRED|||-NONE-|||1
A 37 40|||U:OTHER||||||REQUIRED|||-NONE-|||1

