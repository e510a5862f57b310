S Keeping the Secret of Genetic Testing
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S What is genetic risk ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic risk refers more to your chance of inheriting a disorder or disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People get certain disease because of genetic changes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S How much a genetic change tells us about your chance of developing a disorder is not always clear .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If your genetic results indicate that you have gene changes associated with an increased risk of heart disease , it does not mean that you definitely will develop heart disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The opposite is also true .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If your genetic results show that you do not have changes associated with an increased risk of heart disease , it is still possible that you develop heart disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However for some rare diseases , people who have certain gene changes are guaranteed to develop the disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When we are diagonosed out with certain genetic disease , are we suppose to disclose this result to our relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S My answer is no .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On one hand , we do not want this potential danger causing firghtenning affects in our families ' later lives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When people around us know that we got certain disease , their altitudes will be easily changed , whether caring us too much or keeping away from us .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And both are not what we want since most of us just want to live as normal people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Surrounded by such concerns , it is very likely that we are distracted to worry about these problems .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is a concern that will be with us during our whole life , because we will never know when the ''potential bomb' ' will explode .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , if there are ways can help us to control or cure the disease , we can going through thses process from the scope of the whole family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For an example , if exercising is helpful for family potential disease , we can always look for more chances for the family to go exercise .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And we keep track of all family members health conditions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S At the same time , we are prepared to know when there are other members got this disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Here I want to share Forest'view on this issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although some people feel that an individual who is found to carry a dominant gene for Huntington 's disease has an ethical obligation to disclose that fact to his or her siblings , there currently is no legal requirement to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In fact , requiring someone to communicate his or her own genetic risk to family members who are therefore also at risk is considered by many to be ethically dubious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S "
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nothing is absolute right or wrong .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If certain disease genetic test is very accurate and it is unavoidable and necessary to get treatment and known by others , it is OK to disclose the result .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Above all , life is more important than secret .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic risk does carry its consequences and should not be taken lightly within the family circle .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Afterall , what affects one family may or may not affect another although the families has a common genetic make up , shared by either of the parents .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In cases where an individual has gotten to know of a genetic disorder , disclosing or otherwise , to his or her relative is solely a matter of preference within the indivdial moral system .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The issue on right to know or not to know is highly debatable although it is a genetic risk , one can not be entire sure because the genetic information could possibly result from the families of either parents - his maternal and paternal uncles , aunts or cousin .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This also means that as soon a person is made aware of his or her genetic profile , he or she concurently has a knowledge about others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This knowledge maybe relavant to them , and vice versa .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S An example that may serve as an illustration is breast cancer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is hereditary .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Do one who suffered from this disease keep it a secret of infrom their relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In retrospect , its is also ones duty to ensure that he or she undergo periodic healthchecks in their own .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Sometimes some family structure and cultural beliefs can influence the pattern of communication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Depending on whom the genetic risk was discovered from : the son or daughter for example , the parents who knows about this would decide who gets told and whom takes the precedence in being 'allowed ' to tell .
A 20 21|||R:VERB:SVA|||know|||REQUIRED|||-NONE-|||0

S For example , within a family , regardless of who had first received genetic information , parents were seen as having the primary responsibility to pass on information to any offspring , either adult at risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , a woman testing positive for BRCA1 would be expected to allow her brother or sister to disclose such information to a niece or nephew rather than do it herself , although this may be further complicated by an individual 's response to risk information as they not want to know .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , there were also tensions if participants felt that they could neither pass on information to relatives who needed to know ( such as nieces and nephews ) nor persuade those with authority ( the parents ) to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The notion of authority also extended 'vertically' .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , a grandmother may have more authority to pass on information than an aunt , even when she is not at genetic risk herself while the aunt is .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S From a practitioner 's perspective these findings are important because if lay constructs of the family and kinship are a social construct they may not be in line with geneticists ' views of family relationships , or about which blood ( or non-blood ) relatives should be informed and by whom ; this is also likely to be dependent on the cultural and ethnic context .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Ultimately , one must bring attention to who may benefit from such information and assisting those at risk to make considered decisions about disclosure .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Whose duty it is to inform at risk relatives or not greatly depends on the personal moral and the nature of how 'directive ' the risk is to them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People with close blood relationship generally carry some similar genes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this case , if one of the family members or close relatives is found to carry genetic risk , it is better for the patient to tell his/her close relatives about the issue and let others known about the risk so that his/her familay members are able to perform some daily excesses to prevent the potential disease or they may go to hospital and check for the correspongding flows .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , although the annouance of carrying a genetic risk involves the issue of self privacy , it is necessary for the carrier to be obligated to tell the issue to his or her relatives in order for them to prevent the potential disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I agree with this statement to a large extent .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Focus on the negative side of the annouance of genetic risk first .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Large numbers of patients with the genetic risk would want to keep it as a secret as the genetic risk may indicates their high chance to carry certain disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Especially for the young people without marrige , if he/she is known to have some genetic risk , it may have certain chance that his/her child would carry the same disease , but not in certain .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , to keep the information as secret to his/her future spouce would help the relationship .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , annouance the potential risk would cause the family member to be scared of this certain issue , although the factor would not be that serious , people would still fear that they would have some potential disease in the future thus go to hospital and do additional check or take more medicine in order to prevent the disease , and this creats unnecessary costs to the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , the annouance of genetic risk would affect the relationship with the relatives as sometimes others may think not to stay too close to the carrier so that they have less chance to get the potential disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , if the genetic risk is kept as a secret , although it may benefit the carrier to a certain extend and help to keep the privacy , but it has much larger negative impacts to the family members and relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First , for the case of marrige , people should be honest and tell his/her spouce they may carry certain genetic risk that may affect their offsprings .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is better to let the other party know the fact than after the baby is born and certain type of genetic disease is found .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is better for both parties to be honest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , genetic disease has a close relationship with the born gene together with their daily habits .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , if a carrier is told that he/she has the risk to have diabetes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this case , the carrier can eat less candies and chocolates to prevent intake to much sugars , and at the same time , if the carrier tell this information to the relatives , it will be useful for them to know that they may have diabetes in the future becouse of related genes and they can perform the same exercise to intake less sugar to prevent the disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Otherwise , if the other parties did not know , they may end up with to have diabete in the future without any prevention .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , we could tell the benefits of telling genetic risk to the carriers relatives overweights the costs .
A 16 17|||R:MORPH|||overweight|||REQUIRED|||-NONE-|||0

S Therefore , it would be better for the carrier to be obligated to tell the information to the relatives , in order to let them know and prevent the potential disease through daily exercises .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Among all kinds of different diseases , a large amount of different kinds of disorders are caused by genetic reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic disorder may or may not be hirataged hereditary disease and it is sometimes hard to find out one has these kinds of diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is a long time discussion that whether a carrier of a known genetic risk should be obligated to tell his or her relatives that his or her disease is caused by gene .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S From the legal aspect , the answer is no but from the ethical aspect , the answer should be yes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We ca n't make a law to push a carrier of a known genetic risk to tell his or her relatives about his genetic problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is immoral and impractical .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , someone having what kinds of disease belongs to his or her privacy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Privicy protection belongs to one 's human rights .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If a law requires someone to tell others ' his or her privacy especially when the one is not willing to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is againt his or her human rights and it is against the law 's spirit .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The law 's spirit also include the fairness .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S What is the basic difference between genetic disorder and other disorders .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is unfair to release a law only point to the genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , it is impractical to make such a law .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A good law should be clear and easy to execute .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there are many problems againt the execution of asking a carrier to tell his or her ralatives the cause of his or her diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , what is the range of the relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , does the carrier only need to tell his or her direct relatives like parents and brothers and sisters or does he also need to tell relatives like his grandmother 's sister 's son 's daughter 's nephew ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If you say only need to tell direct relatives , it will be against the fairness of law .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Other relatives may have the same possibilities to have such kind of disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S How can a law made by government exempt such a group of people from preparing to face their potetial disease ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , from the ethical point of view .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To the carrier himself of herself , he of she should have a feeling of resposiblity to tell his or her relatives their genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By doing this ,they may be able to save some lives of their relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is because a carrier with bad gene may not necessary have those genetic disease , if they can have coresponding healthy lifestyle before the age that the gene 's function become stronger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A typical example is genetic caused hypertension .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hypertension can be caused by genetic problems which make the carrier harder to digest the fat and salt in blood which can cause hypertension .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People usually get this kind of hypertesion after they become adult .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , if they already know they have a gene that may make them have higher possibilities to get hypertention .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They can build a daily habit to eat less salt and fat and thus to avoid hypertension .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In a nutshell , our society ca n't push genetic problem carrier to tell his or her disease to his or her relatives but he or she should be willing to tell his or her relatives about his or her genetic problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By doing so , less of his or her beloved ones will suffer from the genetic problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the age of rapid technological advancement , a lot of medical breakthroughs are made possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic testing is made possible and available for one 's decision to undergo .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is able to detect the illnesses or diseases and even a child 's parentage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , it will become a controversial issue as it becomes a dilemma for a carrier of a known genetic risk to inform his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the knowledge of the genetic risk was to be shared within the family or relatives , there might have chances for them to have it in their blood , which they may do necessary precautions to prevent .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S But , if it is a terminal disease as a genetic disease , most of the relatives will be disheartened upon having the knowledge about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , some carriers will have the opinion of keeping it as a secret .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This essay will discuss about whether a carrier of a known genetic risk should tell his or her relatives or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some said that the genetic risk that is found in a person should be kept secret because it is considered as a personal information which should be kept confidential .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Most patients will be depressed after realising his or her conditions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If one has a genetic disease after the test , he or she might not wish to inform the relatives as he might ended up dishearten his extended family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some will wish to keep it to themselves and hope to ensure that they will not bring in any pessimism into their family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , some will wish not to become a burden of anyone as seeking medical attention is relatively costly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , some seen it as being considerate in keeping the genetic risk of getting the disease in confidential .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , others may think that it will be considerate to tell the relatives because the latter will have a higher tendency of getting the same genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , they will be able to seek help from medical specialists to find a cure or to do some measures to prevent the risk of getting the disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nevertheless , it will depend on what kind of genetic diseases , given in the context of current medical technology .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , breast cancer is a genetic disease and it can be cured if it is being realised in the early stage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , with the knowledge of having genetic risk , the relatives of this genetic disease will do a medical check-up , which might save them in realising it at a earlier stage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , it will be considerate to inform the risk of getting the same genetic disease to the relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although there might be a lot of challenges along the way in seeking medical attention , such as financial issue , everyone should be given the rights of knowing their family 's inherented medical conditions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , some think that it might be better for those who are ignorant about it and will continue leading a happy life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , some may think that even knowing about having genetic risk of the disease , it will just adding on to their misery as there is nothing that they can do about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S All-in-all , it depends on individual and also the nature of the disease , but he or she should be obligated to inform the relatives if there are possibilities in curing or preventing it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genectic testing is a personal decision , with the kowledge that there is a possiblity that one could be a carrier or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Those who are born into a family with a history of genetic disease should be allowed to undergo genetic testing , even though if there is no risk at all .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Early pre-examination is healthy as it will cast away unwanted doubts and affect the psychological thoughts of those who are affected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For a genetic risk carrier , there should be choice given with regards to informing his/her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There should not be forced or obligied to do so , as it may negatively and drastically affect the emotions of the genetic risk carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With regard to this choice given , there must be some rules to regulate and exercise personal freedom of decision making .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the genetic risk carrier is a minor or a child , then most likely the decision of informing the relative should be made with the consideration of the patients parents or legal guardian .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Such patients are still emotionally volatile or they may be unaware of the consequences of such genetic disorder due to their young age .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore the act of informing others without the consent from their parents or the patients itself could harm the psychological state of the affected family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , much thought need to put on the immediate family as it could caused a stir of unwanted events from the patient or the family members itself .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some family may feel hurt , with regards to their family pride or reputation , on having the knowledge of such genetic disorder running in their family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there is a role and a sense of responsibility to inform their relatives since it is a genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There might be a possibility that the genetic disorder could also affect their relatives and any other families within the same family tree .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The importance of informing relatives of such genetic disease is vital as it may help to raise awareness and prevention towards the genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Also , this known information will help their relatives to make informed decisions and tosimilarly undergo genetic testingto find out about the outcome .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , having the knowledge that such genetic disorder is benign would be beneficial towards their emotinal thoughts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And if the results turn out to be otherwise , then the family can be prepared emotionally and psychologically of the future outcome and aid them in making upcoming decisions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , the genetic risk carrier would be showered with moral and emotional support from their relatives if it is been made known to them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Having support from relatives are vital as they ensure the genetic risk carrier that he/she is not alone in facing this illness and it will certainly provide a morale boost as the whole family will share a common sentiment with regards towards the future prospect of the genetic disorder which could be inherited by anyone in the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , the decision to inform relatives of such genetic disorder will be dependent of the situation and backgroung of the affected family , with the liberty of choice given to them in making the decision of informing others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A person with a disorder , regardless of mental or physical disorder , is always easy to be awared by his or her families .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When things come to genetic issues , it is not that simple anymore .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic disorder inheritance is generation by generation , but not all of the offsprings show the relevant symptoms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Sometimes a family with potential genetic disorder risk may not be able to detect the potential harm inside their bodies as none of their members reflect any observable disorder symptoms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , in the case that when one of the members happen to feel uncomfortable or unnormal , he or she should aware that whether the disorder in his or her body is a genetic risk or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Afterward , the carrier will face a serious ethical issue , which is to reveal the problem to his or her relatives or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the disorder symptoms reflect on a kid , the parent will be informed by the medics for sure , then the whole family will stay alert to their bodies ' condition .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On contrary , if the carrier is an adult , who has his own choice to choose whether to inform his or her relatives about the risk , that will be more complex .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One may think that if the carrier is a caring person who loves his or her family more than himself , there is no doubt that he or she will tell his or her family about the issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S That is true and of course it is the obligation of a family member to protect and take care of the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Think of the other way , if a child of the family knows that he has the risk to become a genetic risk carrier , and the risk might as well inherit to his child in the future , his whole life will be in a dilenma .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And of course , he or she will think of not having any child after getting married , and the same thought goes to the cousins as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , the family generation stops by the moment the adult carrier announces his issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In China , the older generation with traditional culture background , will always think of having more children as well as grandchildren , to make the family liven up and stronger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The reason behind is that after WOWII the population of China decreased dramatically and so the government encourage the people to give more birth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S During that period , if one of the family member reflects genetic disorder symptoms , he will fell in an ethical dilenma for sure .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The medical treatment technology during that time is not advanced enough to completely cure him .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S He has to choose whether to protect his family or make his family more prosperity with a potential generic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And so , he would have chosen not to undergo generic disorder testing and let the truth be mined forever .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This kind of ethical issue can not be judged by the others because they will not understand the position and duty of the carrier in the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclude , people should think carefully of what is the consequences of telling the relatives his or her generic disorder issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is an obligation for a carrier to inform his relatives , but also an obligation for a family member to liven up the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Regardlessly , if the disorder is rarely to be fatal , or it does not caused any inconvenience to the carrier , revealing the truth is always the right thing to do .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , the carrier should tell his or her relatives about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of the reasons why is because as a carrier , she or he needs a mental support to go through with this situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It will be hard for an individual to deal with the issue on its own .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By telling to his or her family other than being a support , they could possibly help her to get alternative solutions to the problem that she is facing right now .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Other than that , I believe that the stong bond we have with our family is the biggest pillar of support to the carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , as it is a genetic problem , it will be better for the carrier to inform his or her family as other family member might experience the same thing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By making sure that they are aware of this genetic problem , they could have a full check-up for themselves and it will be better if they could even prevent it from happening to themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I find that it is important to inform especially if it is contagious , the carrier could prevent the disease from spreading out to the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For every action there is always pros and cons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I believe that some of the carriers will choose to not reveal their disease to the family members as they do not want to make their family members worry and feel uncomfortable or even feel ostracized by them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , as it could incur spending a lots of money for the treatment , the carrier might not want to be the burden in her family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I could understand the feeling of the carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S She or he does not want to be the source of unhappiness in thefamily .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , we will never know whether this negative effects will happen when the carrier decide to tell his or her family of the his or her condition .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , personally I feel that it is better for the carrier to inform her family members about the issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The carrier should be honest with his or her feeling and I find that it is the right of the family member to know what is going on to his or her life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If anything wrong happened to the carrier 's life , without informing the family members it could make a huge regret in their life if she leaves without them knowing about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On top of that , it is better to think about solutions for her problem with the family members as there are more heads to think about it rather than thinking about it alone and struggling on your own .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the end , I believe that the support in terms of mental or even monetary from your family could help the carrier to fight against the genetic disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S True enough that there are lots of cancer 's patient who were given second choice to live as a normal person as they have a strong mental support from their loved one .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , as long as we keep our mind healthy and strong , we can fight any disease as they come to us when we are fragile and weak .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As the techonology has been advancing , it has reached a stage whereby the advancement triggers some ethical dilemmas in relation to the acutual use of the techonology .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic testing has been made possible- it has become easy to tell if one is a carrier of a known genetic risk through genetic testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If used for a good purpose , it can prevent unnecessary unhappiness , however , it could also make situation worse by revealing who the carrier is , in the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The question given is whether a carrier of a known genetic risk should be obligated to tell his or her relatives and I think that the carrier should not be obligated to do so because I belive that he or she has right not to know .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , genetic testing is not something that is compulsory .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Of course , some people may do it to make their futures slightly happier , however , the carrier , before the testing , can choose not to go for the test and simply live with unknowns and accept the facts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If he chooses to live in the uncertainty that the gene holds and willing to accept it , he could do that , and it has been something that is 'normal ' to everyone in the past as gentic testing was not possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It could rather be better for him or her this way .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some people might say that it is a form of prevention of giving birth to disabled lives and making them suffer in real-life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I personally think this ist he right purpose of going through the genetic testing , so that a family who can not afford to have a disabled kid do not have to give birth to their child and make the entire family suffer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , I belive that the carrier has right not to obligate to tell anyone but has responsibility to take an action to prevent any ethical dilemma .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the result turned out something that the carrier can not accept then it would have been better not knowing the truth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I belive that even the carrier has the right not to know the true fact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S After realizing the he or she is tshe carrier , the emotional damage would be hard to bear .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It could possibly causes a problem in a family due to the fact and creates more unhappiness int the family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Overall , I belive that it entirely depends on the carrier to share the hard facts and face it with relatives but he has no obligation to tell still .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In fact , I strongly think that the carrier should weigh both the positive and negative consequences of taking the genetic testing and tak an appropriate action to the results .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The emotional depression that the carrier might get and the sense of guilty can be more than expected and could be a burden in mind for the rest of the life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , without knowing any genetic disorder and accepting the fact , the family will stay positive and work together to overcome the diability .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I think the family will stay mentally healty as it is , without having emtional stress .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Debates have been around for years , that should a carrier for a known genetic risk be obligated to inform his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Any individual at risk for a disorder has the right to undergo genetic testing , but whether the results should be informed to others , especially close family or relatives , is the topic that worth discussing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is an issue need to be addressed as family-related ethical dilemma is involved .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this essay , few arguments will be pointed out in the support of view for any carrier of that known genetic risk to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When we were born , we were surrounded by our family and relatives , with them welcoming us to this new world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We were crying hard but we are not alone , it 's our family and relatives that grow us up .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , they should be the people be grateful for and the people we would like to share the joy together .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , in the case pertaining to any health issue or to the extent of serious disorder , it may seems no point of sharing but this involves more than just sharing of bad news .
A 20 21|||R:VERB:FORM|||seem|||REQUIRED|||-NONE-|||0

S One definitely has the right to disclose his or her health issues to anyone , but it 's also one 's responsibility to inform the family and close relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As the case of health issue is related to genetic risk , with keyword on " genetic " which highlights the risk of passing down the disorder to the next generation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , I would agree to that it 's obligated for a carrier of known genetic risk to tell his or her relatives to avoid any family-related ethical dilemma that could be raise up in the future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Despite one may argue that it 's still up to the individual to disclose such health issue or to bear it within him/herself , it 's certainly helpful to share with close relatives , for a proper discussion for solutions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By doing so , one will feel less stressful in facing such disorder risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Relatives will certainly be supportive and show more caring towards the carrier of a known genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By informing them , the carrier is never alone in fighting the battle of such disorder risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On top of that , as the genetic risk may pass down to next generation , thus it will involve more than just one family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is therefore I would agree for the obligation of telling the relatives of both parties when one is about to get married and have a plan for giving birth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This would avoid the rise of more family-related ethical dilemma .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are more intangible advantages that could support the stand of informing the relatives once the results are known after the test conducted .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , in order to avoid the family-related ethical dilemma , it is best for any carrier of known genetic risk to inform his/her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The benefits of doing so are able to outweigh its disadvantages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S More supports must be provided through different means to give better direction when one is standing of such junction whether should him/her to inform the relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The decision to undergo genetic testing can only be made by the individual at risk for a disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is the common law in the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , it leads to a new problem that " should a carrier of a known genetic risk be obligated to tell his or her relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S " This issue has been discussed for a long time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there is still a diversity of point of views among the people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , we are going to identify the advantages and disadvantages of the issue which is " should or should not " .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , I believe most of us will agree with the sentences below : " I will be anxious about my families when he or she told me that he or she was a carrier of a known genetic risk " .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Frequently , the intention of the carriers does not want to tell their families are to continue their own life without the anxious of families .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is obvious that there will be better for one person to be worried than many .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , many of the carriers are not strong enough to overcome the challenges oneself .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the families ' support , there must be more energy to fight against with the demon .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Demon is not easily to be defeated and it is required much of energy and psychological support .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Families give you the courage and support which you can not retrieve by yourself .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S That is the most essential elements to overcome the challenges .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Besides that , the risk of the known genetic is very serious that it can not be described .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The seriousness can be larger than our imagination .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Lying on the bed for the remaining life , and even die immediately , these are the consequences which we can not imagine .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Families are our dearest in our life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Without their concern and support , we are hard to stay until this time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They play the important role in our life which can not be substituted .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A known genetic risk can also affect our next generation critically .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , it is our responsibility to tell the relatives to prevent the occurrence of undesired consequences .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Generally , the clinic or hospital will not tell the carrier 's families without the agreement of carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is the ethic of staff in hospital to keep the secret of any patients .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We can not blame them that they are liable to the undesired consequences .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , hospital can provide a councilor to advice the carrier about the action can be taken .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , this kind of circumstances will not be happened again and again .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is a method that benefits two parties which is a win-win situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , a carrier of a known genetic risk is encouraged to tell his or her relatives about the known genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there may be some special case that is hard to be defined .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , advice from hospital plays the important role for this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Carrier is responsible to balance his or her own interest and the benefits of family and even society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is a hard decision to make but with the most appropriate way , it will create great circumstances for the carrier and families in the future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the risk of being genetically disorder , many individuals have done the decision to undergo genetic testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the nature that the results will be known once the tests are done , each individual that is diagnosed to be a genetic risk carrier face an ethical problem : They should warn their relatives about the risking of being the same genetic risk carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Or they can choose to keep silent until the next carrier is diagnosed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the view of my point , a carrier of a known genetic risk should not be obligated to tell his or her relatives , with the support of the following reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First of all , from the angle of human right , a genetic risk carrier should not be obligated to tell the truth to others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This diagnosis can be regarded as a kind of privacy to carriers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They may do not want this truth to influence their life or want to keep it as a secret and do not others know about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is reasonable since the exposure of the truth of being a carrier may make them be discriminated or sympothized by others which is not positive factors brought to their life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Seconly , the relatives of the carrier can also choose to do genetic testing regardless of the dignosis of the carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When people want to check whether they are genetic risk carriers , they can go and approach a doctor to consult about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If they do not want to think too much of it and view it as a trouble , they may just ignore the possibility .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , if a dignosed carrier is obligated to tell his or her relatives , the relatives will be forced to know their higher chance of being genetic risk carriers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This obeys their own willingness as in they have to accept the truth which may make their following life miserable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people many argue that setting the obligation may help more people , who are the relatives of the carriers , save their lives with a larger opportunity because of the early diagnosis .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , this is not exactly true when other factors including psychological influence , social influence , are taken into consideration .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If one such relative is told that he or she may have higher risk of getting sick , he or she may have be scared about the unknown life , partners , spouse and colleagues may choose to leave , and many other situations may happen which means the relative 's life may be ruined .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other side , as stated above , a person who want to confirm and has been prepared to face the result can choose to do the genetic testing individually .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In a nutshell , a carrier of a known genetic risk should have their own right to decide whether to tell their relatives or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This should be accepted from the point of human right , freedom of acceptance of relatives as well as many other social reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Otherwise , making it an obligation will restric the choice of carriers and bring a lot of confusion to their relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For a carrier of genetic disorder to know the fact that he or she is a carrier , it causes more dilemma rather than getting the disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I agree that a carrier of a known genetic risk is obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are four reasons why people do n't have to be shy and share their problems regarding genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , the carrier and his or her family can take precautions , physically by actions to reduce the chance of it being inherited to offspring and , mentally if the action fails to prevent it being inherited .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many syndromes such as Down Syndrome and Taylor Syndrome can be prevented to happen if the mother undergo proper medication and do n't consume harmful goods during the pregnancy period .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This information may not be known by the mother if she does n't tell her relatives regarding her condition .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S More people ( relatives ) know her problem , more information channel is provided .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If all efforts have been made but the children still suffer from the syndrome then the family have to accept this fact and do whatever they can to bring a good environment for their children 's growth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is not the parent 's fault because there is still chances of the gene being inherited .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S So , they have to also prepare mentally .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , genetic diseases costs highly for the treatment and medication .
A 4 5|||R:VERB:SVA|||cost|||REQUIRED|||-NONE-|||0

S Albinism is one of the examples .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The people with albinism have sensitive skin and it needs regular treatment .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Unlike people with high proportion of skin pigment , people with albinism is prone to sunburn and other skin diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If they do n't treat their body well , such as by using sunglasses or wearing sunscreen in outdoor , the chances are good that they will get skin problems that may also lead to cancer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Once you suffer from cancer , the medication cost is very expensive .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To prevent the bigger problem to happen , it takes a lot of effort to take care of your body .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the carrier does n't tell his or her relatives , it may be too late to get their support and prepare financially .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thirdly , some diseases are not noticeable and may lead to serious health problems .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of the diseases is sickle cell trait .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Usually people are not aware if they carry the sickle cell gene and this may lead to circulatory problem such as blood blocking .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the parents know that one of them is a carrier and disclose the information to their relatives then they can bring their children to undergo genetic testing and do n't need to be shy of it because it is for the sake of their children 's health .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Fourthly , it is important for the parents to give mental boost for their children with genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When their children become teenagers , a lot of social problems may arise .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People and friends often mock of your conditions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A strong mental condition and conviction must be build from within and from the closest ones .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If not their family then who else that are willing to do that ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is not a heavy job for the family if they have prepare their mental first by disclosing the information of the probability that their children may suffer from the genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this modern world , the technologies were improved a lot compared with the last century .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Particularly , in the medical field , there is a great improvement in many treatments for many formally incurable diseases , and genetic testing is one of the methods which were used to diagnose an individual at risk for a genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The medical authorities claimed that only the individual who is at risk for a genetic disorder can make the decision to undergo genetic testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , once a test has been conducted and the results are known , a family-related ethical dilemma is born .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The question is whether a carrier of a known genetic risk should tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , the carrier of a known genetic risk has to tell his or her relatives about this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is because his or her relatives have the right to know about this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As many people realize , a genetic disorder can be related to the carrier 's relatives , that is , one of the family members is at risk for a genetic disorder means that other family members also have almost the equally risk to have it , so this problem should be treated seriously by the family .
A 18 19|||R:ADV|||are|||REQUIRED|||-NONE-|||0
A 41 42|||R:MORPH|||equal|||REQUIRED|||-NONE-|||0

S Every family member has their human right to know what is going on with them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If they do not even know that they are at risk for a genetic disorder , how can this explain their right ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For instance , John is informed by his doctor that he is at risk for a genetic disorder but he does not tell his sibling , James about this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although telling James about this is horrible to some extent , he should know what will be likely to be going on for him .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This might be beneficial for his future if he is aware of the risk of having this disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The next point is that telling relatives can raise their awareness of having the similar genetic disorder , preventing certain genetic disorders to affect themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic disorders are innate , but the great improvement of medical treatment makes it possible for humans to prevent the disorder or to reduce the negative effects of the disorder on themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , doctors usually quote a statement , " Prevention is better than curation " ; this gives us an idea that preventing a disorder to happen has far more advantages than curing it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Awareness of having a genetic disorder may help in diagnosing a genetic disorder for a person , and therefore , this may make the prevention of a certain disorder possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , hypertension is partially due to genetic factors , but environmental factors also play an important role .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People who aware of having such disorder can prevent the disorder to happen by adapting a healthy lifestyle , including having a balanced diet and at least having exercise for 30 minutes every day .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To sum up , a carrier of a known genetic risk should be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is their human right to know about that , and this may also save their lives by preventing the disorder to happen .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Together with the advancement of technology over past decades,medical advancement has increased exponentially and further enhancements are still constantly upgrading.Empower doctors with advance medical knowledge,doctors are able to diagnose and undergo genetic testing for patients to help them prevent and take necessary steps to protect their life.However , once a test has been conducted and the results are known,a question of disclosing the results to his or her relatives become a challenging issue to both patient and doctor.In my opinion,I feel the strong urge to support the obligation to inform patient relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As it is a genetic risk,the patient next-of-skin might have a high chance of carrying the risk,hence the need to inform their relatives is important so that necessary prevention actions could be taken before unforeseen circumstances might occur.For example,if you are the only child in a family and unfortunately,you are suffering from a genetic disease that the genetic trait might be passed on to your next generation if you have a child,hence by letting your family members aware of the situation,it would lessen family stresses and suffering on forcing you to settle down and have children.However , social ethic issues like discrimination and privacy are biggest concerns and potential barriers to enforce patients or doctors to disclose information to patients relatives.It challenges the confidentiality and privacy principles.Currently , under the Health Insurance Portability and Accountability Act of 1996 ( HIPAA ) in the United States,there is no legal obligation requirement to disclose information to relatives,it is up to the patient 's wish to disclose to their family members.Early disclosement to family members brings in positive reaction and prevention,as in the case of Angelina Jolie,she chose to disclose information and underwent treatment to reduce the risk of breast cancer significantly to under five percent.I still can recall her reason for disclosing her own story was that she does not want to live under the shadow of cancer .
A 172 173|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0

S However,there are still people against the decision of revealing private information.As in the case of Alzheimer patients,it is up to the patient 's own choice to disclose information.However,research has shown that doctors have tried to interpret who,how and whom will Alzheimer disease be disclosed to minimise potential negative impact to families members ( DementiaToday,2012 ) .There are associations provide helps to Alzheimer patients like Alzheimer 's Association ( Alzheimer 's Association,1980 ) .Although there are still thousand of genetic risk diseases out there that might not be receiving all helps and supports from everyone,the needs to receive immediate understanding and support from family members is an utmost help that patients need in their difficult time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion,the state should have passed a legal bill to measure and provide information to doctors that till which extend should a doctor opt to reveal to relatives members about the genetic disease and in which situations it is open to patient 's decision.In addition,the state could also encourage to create assistance schemes to aid necessary help to needy patients to encourage them to open up for the benefit of own and family members.Although it may face challenges from social ethic issues,in a long term,with appropriate encouragement and aid from the government,more individuals would have a different view of acceptance and take appropriate measurements to protect their own health and their loved ones .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , the study in the genetic field has gone further and further due to the high-velocity technological advancement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Not long ago , the human genome project sponsored by several large multinational corporations ( MNCs ) has been started .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In comparison , in the field of genetic testing which enables people to be aware of the risk of a possible genetic disorder , as the technology has been very mature already , an even more popular topic arises .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S While most people agree that each individual has his own right to decide whether to undergo a genetic test or not , they have different stands in whether it is the patient 's responsibility or freedom to share the result with his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , the patients , which are carriers of some known genetic risk are supposed to share the truth with their family members .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Admittedly , it is a social obligation to be responsible for the life of other people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To the whole society , it is a duty .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Take H1N1 as an example , all the people in Singapore including students at school , travelers at the Changi Airport , workers in the office as well as passengers on the street are forced by law to take their temperature and report the result to the relevant government authority in charge .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To those family members who care about them , it is also a moral obligation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S How can they not tell their loved ones who they really are and get their loved ones in danger ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The basis of a family is that everyone trusts and love each other with no doubts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Without trust and love , there is no difference between a family and a bunch of strangers living together .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , it is essential to tell their family members about the risk of their genetic disorder both as a social responsibility and a favor to conserve the family basis .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Moreover , telling their family members the truth is the fastest and easiest way to get their support .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Without the support of loved ones , patients ' life is no better than death .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Family members , as one the closest group of people from whom they can get comfort , is a crucial factor for them to successfully get over any possible troubles as a result of genetic disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A study of New York University in 2010 shown that patients with family members around generally recovers 2-4 days faster than those taken care by professional nurses .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Even for those patients with terminal diseases , the duration of their survival is 30 % longer due to the family support .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some people may say that telling the truth may arise some unnecessary doubts and panics which will endanger the family harmony .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S While every family need to go through this or that kind of troublesome situations , the more troubles that a family has gone through together , the greater bond will be established between the family members as well as the greater amount of trust , love and understanding .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , for a family in which every member is truly believing in each other and loving each other ,all these troubles are just testaments to make them stronger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Just as the lyrics of Kelly Clarkson , what does n't kill you make you stronger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Being in Asian society where genetic testing is not a common practice , I do think that it is the choice of the patient whether he or she wants to tell his or her relatives about his or her disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The courage to take the genetic testing and yet to inform their relatives about the risk that they may have may result in people being judgmental while actually it is just a risk and not a confirmed case .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , since it is the person 's gene that is affected , he has the right to determine with whom he wants to share the information with .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nevertheless , while I fell that a carrier should not be obligated to tell his or her relatives about the genetic risk , I would like to suggest the person to at least share the information with her or his potential partner ( husband or wife ) since the individual 's genetic risk may affect their future children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people in our society are not well informed about many genetic diseases and many of them will most likely to judge or at least differentiate those who have genetic diseases since they feel that the patients are abnormal or 'weird' .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is because many relate genetic diseases to those such as Bubble-Boy disease , autism or down-syndrome .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In those diseases , many who are affected do actually have different physical characteristics compared to those without the genetic diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S While we do know that we should not discriminate them based on their limitations , many people still do it with or without them realizing it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this particular case , we are discussing about whether a person should tell his relatives about him having a RISK of a particular genetic disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is normal for people to demand for a fair and similar treatment as the others and therefore it is normal for people to try to keep some of their secrets or personal issues to themselves in case some people judge them or treat them differently.Many people really love to hear what they want to hear and therefore they may just ignore the word 'risk ' and assume that the person has suffered from the disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To prevent that from happening , I do feel that it is up to the person whether he wants to share the information with his family since his family may either be paranoid or judge him and act differently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Especially when it is just a risk , the option is really his since he is not an actual sufferer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There may be some people who say that it is necessary to tell the family members about the risk since some of them may be affected , while I do think that this view has a point , how much you can trust your family regarding this issue may also be a case .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S May be we can trust our immediate family members but can we really trust all the other relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , since the genetic risk or genetic disease is a very personal case , it is up to the person 's call to tell the relatives about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , as I said earlier , it is better for the person to at least tell about the potential risk to his or her future partner since his genetic risk may affect his children later .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This information needs to be at least acknowledged by the other party before they make the decision to get married and have children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There may be possibilities when both the husband and wife are carriers and therefore they should not have any child since their child may not be able to survive even after they are born .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Or in a less extreme case , the child may be disabled .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This piece of information does play a role in family planning matters , therefore although no one is obliged to tell about their genetic risk to anyone , it should be encouraged to tell it to their future partner .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , whether or not the carrier wants to tell his relatives regarding his genetic risk , the choice is his because it is his own gene and he has the full right of it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S He may have different considerations other than due to the judging people or may result in making his family worry for nothing when thinking of whether he should tell it to his relatives , and no matter what choice he makes , we need to respect it and we have no right in saying that he must tell his relatives about it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We all know that life is priceless and we have no right to judge a person 's death .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the improvements of technology , a new life with genetic risk can be detected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic refers the chance of inheriting a disorder or disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore an entirely new dilemma is born : should a carrier of a known genetic risk be obligated to tell his or her relatives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This essay will discuss the reasons why the relatives are obligated to be informed that their children have genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of the reasons that the parents should be informed is that they have to decide whether they are capable to raise a child with genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The child with genetic risk may not have the ability to work , to build up the family with the others and most of the time they are not acceptable for the majority .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They may not able to enjoy a normal people can enjoy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This competitive world is cruel to those are not able to survive .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Parents and relatives have to work longer than expected and endlessly to foster their child if he/she is not able to foster himself/herself .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The situation may become worst if the child has diseases like cancer or heart disease , which means that parents have another heavy baggage named medication fees .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Not only the child but also the entirely family will suffer .
A 7 8|||R:MORPH|||entire|||REQUIRED|||-NONE-|||0

S It is still early for parents to decide whether they can foster a new life that are not able to work and may suffer the pain in the entire life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The other reason that parents should know the baby they have is a carrier of genetic risk is for a nation 's good .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are always newspaper report that a new born baby has be abandoned at hospital after they realized the baby have diseases that need a huge amount of money to secure .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For the countries like Singapore , they are short of manpower to contribute to the nation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , every year the government has to spend a lot to help the disables such as medical subsidizes and builds up special schools to educate them .
A 14 15|||R:MORPH|||disableds|||REQUIRED|||-NONE-|||0

S Without increasing number of disables in a nation , the government is able to concentrate to develop in other ways like military and education .
A 4 5|||R:MORPH|||disableds|||REQUIRED|||-NONE-|||0

S As citizens of a nation , they have the responsibility to support their country in many ways .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Moreover , in the world we are living today , many miscarriages conducted in hospital every day .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is easier for people to accept it morally .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore I believe the parents have their right to know the healthiness of their child .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people may support with a theory that every people have their right to enjoy the world , especially people with religions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , the problem is , will the people really enjoy their life if they have to stay at hospital everyday and with all the needles and endless pain ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Parents know what the best is for their children , thus they will make a right decision after they have be informed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Also , human being should improve the medical field in order to prevent the tragedy happen .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I think a carrier of a known genetic risk should not be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic testing is a personal choice .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One should have the full control of his/her information and it is his/her right to decide whether or not to disclose it to some one else .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As far as I am concerned , when a couple are going to have babies , they are going to run a few tests and see whether their could have some genetic diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The results are disclosed to husbands and wifes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is not the case I am talking about here .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The most obvious reason for those who argue for this opinion is that the relatives of the carrier are at high risk of carrying these diseases .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They have the right to know whether they are at risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Also , telling them the result can let them largely reduce the cost for multiple testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They can also take immediate measures to reduce the possibility of having this disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If person has a disease C that might be a result of gene A .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S He runs a test and know that he has the gene AA .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This means both of his parents has gene A and they are both under high risk of having disease C. They could save the cost of runing two separate tests to see whether they are under high risk of having disease C. If he runs a test and know that he has the gene Aa .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This means one of his parents has gene A and one cost of testing could be saved .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S His relatives can then take measures , if this disease can some how be prevented , to stop this disease from taking their lives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , this can also be achieved from personal choice .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One can choose to tell their relatives if they are at risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Most people care about their relatives , if there is no serious consequence of telling them so , I assume most of them will tell their relatives to be careful .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One might also choose to hint or encourage their certain relatives to run a gene test if they are concerned about negative consequences that comes across when they disclose their genetic results .
A 24 25|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||0

S There are possible negative consequences that those might face if they disclose their genetic results to their relative .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If a person is obliged to tell his/her relatives , he or she might be discriminated by those who do not carry this gene .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S He or she might even be adviced not to get married or have children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , if an unmarried person has gene Aa and gene aa is sufficient for a very seriou disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S After he takes the test and be obliged to tell his relatives , everyone know that he is a carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S So all the married couples go run a test and know they are not carriers.They might subconsiously see him as different and worry that he will find a wife who will carry this gene as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Third , it is hard to define relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If a gene runs in the family , one of the family member test positive , whom does he need to tell .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If that is a big family , is he obliged to tell everyone ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Spouses usually have very close relationships , if person A tell his family that he has this gene , his uncle C knows and tells his wife D that he needed to run a test because his cousine has this disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However wife D is not even under the risk of having this disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then wife D might tell her mother , who likes to gossip on her way to the theatre .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In less than a week half of the town knows person A has a risked gene , and his family might be a genetically risked family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then nobody wants to marry A , or his relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is the potential consequence if one does not have full control of his/her information , especially when the party that he is obliged to disclose his information to is a potentially large group ( relatives ) .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , a carrier of a known genetic risk should not be obligated to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Carrier of a known genetic risk should be obligated to tell his or her relatives
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , people not only pursuit the comfort of their own life but also a better development of their following generations .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Since the technology of modern society has been so advanced , it becomes possible for people to make decision to take genetic test so as to be clear whether or not they carry genetic risk which can affect their next generation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The debatable question , an ethical dilemma , is that are people responsible for telling their relatives that they carry a known genetic risk ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , the responsibility of telling family and relatives is quite obvious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And there are two basic reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The first one is the importance of being responsible for your self-wellness and health of your relatives and the second one is being responsible for the next generations .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The awareness of your relatives and families about your genetic risk is good for your self-wellness and health of your relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Because if you are carrying that genetic risk , then there is great possibility that your relatives like parents or siblings are carrying the same genetic risk as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The genetic risk that you carry may or may not affect your health and put you in danger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If you have n't undergone the genetic testing , it 's just odd and fate for what will happen to both of you and your relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , if you have undergone and known that you are a carrier , you are responsible for your whole family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Even though you can not eliminate the risk completely , you can at least try to be alert to avoiding getting the disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As for those in your family who are more likely to be affected , they can go to the hospital to do the checks regularly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , telling the families and the relatives to get prepared for fighting the disease and even prevent to get the disease is your responsibility .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , you are also being responsible for your next generations by telling the truth that you are a carrier of a genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If your wife is not aware of the truth and give birth to the baby , it will be possible for your child to carry the same genetic risk as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Being the parent , you are not responsible to you next generations , since you allow the genetic risk to be passed on by generation and generation and being aware of it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , if you tell the truth to your wife and relatives , you offer a chance about whether to have child or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And if you still decide to have the baby , since the technology has been developed so advanced , it might be possible in the future that the application of altering gene is perfected and widely used , you can then choose to give birth to babies by giving them a brighter future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is the responsibility of being a parent .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And in my opinion , this seems to be the main purpose of undergoing that genetic testing at the first place .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a conclusion , once you have undergone the genetic testing and being aware of carrying some specific genetic risk , there are responsibilities to your relatives , yourself , and your following generations by telling your relatives and families the truth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To tell or not to tell
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Consider a case , we decide to undergo genetic testing and have known the result of it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We found that we actually are the genetic risk carrier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then it becomes troublesome about whether we need to tell our relatives who may carry this genetic risk as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are really a lot of things we need to consider .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Every choice we have made may have a huge impact on their whole life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , what should we do ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Tell them or keep this secret until we die ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people feel that we should tell our relatives since we really care about their health status .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , diabetes is a kind of genetic disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Once we found we were carrying this genetic risk , it is better for us to tell our family members because they may carry it as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If we tell them , they may start paying more attention to their daily habits like eating less sugar contained food and keeping a good mood .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And it is important for those young people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The earlier we tell them , a better habit they will arise and better for the rest of their lives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S What 's more they may undergo genetic test as well to see whether they are carrying it or not which is also better for them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , some people may argue that why we want to interfere with their lives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Sometimes it becomes extremely hard for them to accept this news especially if they are going to know that they or their descendants may have a severe disease like blood disease which is untreatable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Imagine you are living like a normal person but suddenly one day your relative comes tells you that actually there are some possibilities that you may encounter some disease in the future , what kind of feeling are you going to have ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It may affect our daily lives and we will think about it every day .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We become so anxious that we can not focus on everything .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S At the same time , there will also be chances that the genetic test result is not correct which means they are actually wasting their lives worrying about this thing , so actually we are bringing trouble to them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Personally I feel that we still should take our responsibility to tell them the situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Since this will really affect their lives , what we should do is to try to make it in a positive way .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We can not let it go .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We should know that although we may affect their lives , we can still let them make correct choices in the future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is only after we tell them will they start paying attention to their health .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They will consider whether to give a birth to a new baby because of this genetic problem and they will start finding ways to try to avoid their baby to carry this genetic risk as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They always have a choice about whether to undergo the genetic test or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Maybe after we tell them , they will go for it and know more about themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I know it will have a huge impact on them , but we should know that they are our loved ones , we need to tell them and help them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A genetic risk carrier should be obliged to tell
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic testing will be conducted when the individual is at risk of some possible disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Once the test is done , whether the results should be open to his or her relatives has caused social extensive controversy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some say it is a kind of invasion of privacy for the carrier and should be protected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S He or she has the right not to tell anyone .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , in my opinion , it is the obligation of a carrier of a known genetic risk to tell his or her relatives about his or her actual situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This essay will illustrate in two aspects .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First of all , it can be an alert for the family members of the patient and let them be aware of the possible disease that they may also have .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As we all know , genetic risk carriers are likely to pass the genetics to their family members .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Once one person in the family is found to be carrying risky genetic , other members in his or her family may also have the risk of disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some of the diseases may not show symptoms until the carrier is old enough .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , telling the relatives about the situation may avoid a lot of trouble in this way and save much time for proper treatment .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Sometimes life may even be saved if they are told early and conduct timely treatment .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S So for the consideration for the other family members , the relatives should be informed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , it can avoid genetic disease passed to the next generation when they intend to have babies .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They should let their spouse know about his or her situation before marriage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They need to ask for doctor 's advice before they plan to have a baby .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some genetic gene will pass only to boys rather than girls , some are on the contrary .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the carrier refuses to tell the truth to his or her spouse , another life may have risk of inheriting the genetic disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I noticed a real story on newspaper years ago .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A couple in China have a son of 5 years old .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Their son unfortunately fell ill and he was diagnosis a kind of genetic disease which is very serious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They were told that the wife 's family was carrying the polygenetic disorder and can pass only to boys rather than girls .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore their son was inherited the genetic disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , the wife actually had already known about the polygenetic disorder before the marriage and she did not tell her husband .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The son was died after one year 's treatment and the couple got divorced later after that .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the wife had not hind the truth and asked for doctor 's advice before they have baby , the tragic would not happen .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In a nutshell , a carrier of a known genetic risk has the responsibility to tell his or her relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the one hand , it can tell members of the carrier 's family the possible disease they may have and can perform treatment in time if possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , it may pass the disease to the next generation if the carrier hides the truth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , with the advancement of technology , it is easy to do a genetic testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We can not deny that the genetic testing really helps people a lot when they face the disorder problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , I thought that the genetic information is one person 's personal privacy which should be protected by the law .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , I thought a known genetic risk should not be obligated to tell his or her family or relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are three reasons as follows .
A 5 6|||R:MORPH|||follow|||REQUIRED|||-NONE-|||0

S Firstly , the information concerning to the genetic is something personally which is also a privacy like people 's bank card key .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Other people should not be told without the person 's permission even though they are his or her family or relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The government should set the law to protect this kind of privacy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Once people 's genetic information is told to other people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They may know the person 's potential disabled disease or other bad things naturally .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They may set a bias on this person even abandon his or her .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People do not have the ability to choose their gene , they should not be thought badly because of bad gene .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S So I think whatever the genetic is or whether the gene is match with their parents , it should not be told to anyone even his or her family or relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , the carrier of a known genetic risk may destroy the peace of a family even broken the relation between children with the adult .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Once his or her family or relatives know that the person does not have the relation with them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However happy they were before , there would be some barrier appears which will truly destroy the family gradually .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The relationship between the parents and their children should not be tested only in the genetic way ; it is something much deeper and tighter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The parents give knowledge and love to the children , meanwhile they feel happy with the accompany of the children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The children rely the parent to live .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When they grow up , they take care of the old parents and thank for their dedication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The relation between parents and children is something about love and dedication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Everyone does not want to see the scene of the broken family due to the carrier of a known genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , I think a known genetic risk should not be obligated to tell his or her family or relatives without the person 's permission .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Finally , the technology of testing the gene is not very mature now .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There also exists some probability of wrong testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the wrong testing was not found by the doctor , the family and the children may be sad and have a struggling life for their whole life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore I think a know genetic risk should not be obligated to tell his or her family or relatives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , considering the people 's privacy and the existence of wrong testing , for the peace of the family , I support that a know genetic risk should not be obligated to tell his or her family or relatives without the person 's permission .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A Carrier of a Known Genetic Risk Should be Obligated to Tell His or Her Relatives
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S More and more illness are discovered to be related to some genes with the development of the medical technology .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People will know about whether they carry a disease on their genes after they have done the genetic test .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If there is no problem , that will be wonderful .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , not everybody is so lucky that they can make sure they do not carry any disease genes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , once people find they have carried the disease genes , they should be responsible to tell their relatives , at least their family members .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It may be awkward and embarrassed for a person to tell relatives that he or she is a carrier of a known genetic risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S But they are all from one family and own the same forefather , then of course they own the same genes in some part .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore there is nothing to be shy for or be afraid of .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the person tell their relatives that he or she carries a disease gene , his or her relatives can go to hospital to check whether they also get a disease gene .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then the relatives can prepare themselves to prevent the disease to occur .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Also they can prevent the disease going to their offspring .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If the relatives carry that disease gene , they can share the experience with him or her and give some help , they will also teach him or her how to communicate with others about this issue .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If he or her not get married , he or she must tell his or her partner that he carries disease gene .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then they can have a healthy baby with the help of the doctors .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Or else , if he holds back the genetic risk , they may have a unhealthy baby and may cause the death of the baby or end of their marriage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There is a story I watched on TV .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A couple did not have a child after their marriage for a long time , their parents were anxious about that and asked them to go to hospital to check what was the problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S After came back from the hospital , the man told his parents that the problem was that he carried a disease gene so that they can not have a baby in their life time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The woman did not know the test result , but she overheard the talk and decided to divorce with her husband .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S After got the divorce certificate , the man showed her the test report ; it wrote that the woman carried the disease gene instead of the man .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S At that time , the woman known how much her husband loved her but she ruined her happiness .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Tears showed nothing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can not avoid carrying the disease genes , which they born with .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , they can avoid the disease genes being inhered to their children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By telling their relatives that they may have a risk of carrying the disease gene can make their family members bond closely , also many risks and conflicts can be avoided .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Genetic testing has become a beneficial way to predict and protect each individual at risk for a disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there rises a family-related ethical dilemma if it is right to tell a carrier 's family once the test has been conducted and the results are known .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I am most inclined to believe that his or her relatives have the rights to know the result .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The answer is simply that everyone , especially our family , has the right to know the truth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Though it is said that genetic testing involves emotional and social risks due to the test results , while the potential negative impacts of the risk still exist , the consequence will be significant if other members of his or her family do not know .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then they are unable to have a suitable method to protect themselves and emotional preparations .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Taking Angeline Jolie for example , she is famous but she still revealed the truth about her genetic testing on the development of her breast cancer risk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Everything is not that bad if you know how to look at the bright side with hope .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People may feel angry , depressed , or even guilty about their results .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In some cases , a carrier can suffer tension within a family because the result is also related to the others ' risk somehow .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , I believe it is just a usual reaction to this situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , though it can be possible in some cases that he or she and the family can undergo specific discrimination in employment and their social life , how people can face more dramatic tragedy such as sickness or death if they can not even overcome this harsh situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Life is hard but people can not blame it on being unfair .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is just because that you do not become strong enough to overcome the hard time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , living with a secret is not a good sensation , especially if the situations of other relatives become worse , you should feel guilty and depressed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Moreover , the truth can not be hidden forever but when it is revealed , more shocking and upset it will be .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As the result , it is in the interests of the carriers and their relatives , telling the genetic testing result is needed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Last but not least , though genetic testing is a personal matter , telling the result to your family can improve and develop understanding and sympathy of each other as well as promoting awareness of taking care of everyone 's health .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S That plays an important role in the possibility that relatives can overcome the discrimination of the society and anxiety about the risks .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To put it in the nutshell , I believe that people should have the obligation to tell their relatives about the genetic testing result for the good of their health .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It can be very difficult for them but necessary for the carriers and their family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , emotional preparations and the ways you explain your genetic condition is also important so that you can convey the correct information to your family and relatives and if necessary to guide them if he/she wish to conduct a similar genetic testing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The Impact Of Social Media
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media has been playing a vital important role in our lives today .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is almost imposible for us to keep way from it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I started invoving into Facebook one years ago,when I just arrived singapore .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And now I got over 500 friends on Facebook and buried myself with hundrends of seeds every day .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We know each others ' status , changements and so on through the social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For an example , if we change our contact numbers , we will not send SMS to each of individual any longer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Instead , we will post a seed and tag our friends to inform this kind of changments .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And if you are not on it , you will just get lost .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In certain aspects , social media has brought us quite a lot of convenience .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is becoming even more convinient than talking throught the phone since it is free .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We discuss every thing we like and we have more personal space.Our friends also got more access to know what we are doing and what we like .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And also , we get a chance to talk to public people like popular stars and know their life better .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In China , a lot of government organizations have open blogs to communicate with people , like firefighters , police stations and so on .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Socia media allows them to explain to or inform people what is going on .
A 2 3|||R:VERB:SVA|||allow|||REQUIRED|||-NONE-|||0

S And actually lots of rescuing jobs are done with the help of social media like looking for people get lost and so on .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With more convinient and humanian communications , the relationship between government and people get largely improved .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S What 's more , various of cultures can be shown to us through social medias .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We can know more news and cultures through socia medias .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S From this scope , social media has shorten our distance .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , we get less chance and less importance to talk face to face since social media is so convinient , advanced and interesting .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And even we gather together more people find themselves has less topics to talk than before and choose to digging from their social media again .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When we are far away , social media makes it as we are infront of each other ; sometimes when we are by each others ' side , we are seem to be further than far away .
A 8 9|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0

S This kind of feeling makes people 's relationship not as stable , secure and reliable than before .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Besides , there are more people shwing their pictures of yummy food or travelling experience .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To some extent , this makes our life more luxry and blundering .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For myself , I am long to some places after I saw those beatiful pictures taken by my firneds .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Sometimes I even canoot sleep well because of excitement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media makes our life patten so fast and left us less time to think about our life .
A 2 3|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0

S Social media is becoming more important and we need to think more to make it serve us better and better .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Interpersonal skills , like any other skills requires practice .
A 7 8|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||0

S Besides that , these skills requires time to develop and adapted .
A 5 6|||R:VERB:SVA|||require|||REQUIRED|||-NONE-|||0

S The burgeoning of social media definitely has its stint ; but amongst all good things , it is better to have them in moderation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Convenience and efficiency are two very important use of social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S While millions of users are connect at any one time , any information can be readily available at their perusal .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This improves the connectivity between the users .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For an example , one is able to send notifications and other information we use to have them in hardcopy previously , over the web and the process takes seconds .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The receipent,will then receive the information almost immediately depending on the quality of the network .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This covenience can be percieved as almost in realtime .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Next , communication are also greatly improved .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the past , vast communication are done by one of the many such a telegram , snail mail and poor-quality voice calls .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the welcoming of application such as Skype and Facetime , any individual can phase off most , of the olden days communication methods .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Aside from hearing the voice , a webcamera could also be affixed to emulate a 'real ' interaction with expressions and gestures .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Communication would have took a different turn without the easily available social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , it is a good practice not to intesively use social media all the time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Intimate interaction greatly lack in social media interactions , particularly the touch .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Having to meet and interact for talks allows one to be closer to the recepient .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It involves a level of dynamic interaction which utlises the motor , thinking and verbal cortex of the mind to coordinate .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Unlike the use of social media , most of the interaction is done with thinking and typing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , one does not train the necessarily parts of the skills required for a proper interpersonal relations .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is also entire incorrect to fault social media alone for the lack of interpersonal skill .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Howard Garner studied the effect of multiple intelligences amongst people and stated that interpersonal intelligence is a form of skills on its own - some has it , some does not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Howard Garner mentioned that the different intelligences can be charted , in accordance of utilising tests , and ranked .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Fundamentally , those who scored lower ranking for interpersonal skills are more likely to stumble when this skill is needed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Though social media need not be necessarily bad , it must be used accordingly - for work , family , friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The types of use must also be taken note of - informing , interacting , discussion and others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The space of separation between the parties must also be looked at .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For people who are living very far from one another , the intensive use social media is justified .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For those who lives within the community should at least meet up , and not use social media as the primary source of communcation with each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And at the same time , improves the interpersonal skill , through dynamic practises betwwen individuals and realtime presence .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The inclusion of intimate presence and relative touch could also bring a better rapport between those interacting .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Recently , the rise of social media helped people to have more closer connection with each other , it is a more convenient and cheaper way to have online contact compared with face to face meetings .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , social media websides such as Twitter and Facebook will not affect the chance for people to have face to face contact and thus negatively affects interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , it may even increase the chance of having face to face contacts amoung people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First , social media networks have a lot user base , it helps to link people from different parts of the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the days without the social networks , people may not have the chance to know others from different countries or the ones they never meet before .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Their number of people that they know may only limited to the people they meet in daily life like classmates and working partners .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , social networks brings more and more connections between people and they may have a chance to chat with people they never known before , and this helps to develop the interpersonal skills as well .
A 4 5|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0

S Secondly , although social network takes time for people to chat online but not face to face , they may still decide a time online to meet others face to face in the daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this case , the social network helps people to increase the frequency of talk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , if social network does not exist , the business people need to meet each other face to face and it is other time consuming , even sometimes with business that is not so important , it still takes a lot time on travel which is a wastage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , social network helps people to meet and chat much more easier , they can even use video chat and create group chat to chat with multiple parties at the same time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , even some companies conduct online video interview with their applicants as it saves time and cost .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The social network may also creat some negative impacts for the people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The largest negative impact is that due to the online network , some people start to use and rely on internet every minute .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They take too much time of using online social network and thus do not have time to have their daily meeting with people in their real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It not only affect the interpersonal skills but also bad for people 's health if the ones spend to much time on the social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , social network may leak certain personal informations to the public , as the cyber environment is not perfect and not safe , people may not protect their privacy online effectively and sometimes , some people may use others personal information to deceive .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , although the unsafe online environment , spend too much time on internet may be the potential negative factors of using online social networks .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It provides people with more convenient contact environment and improve the frequency of meeting with each others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It also helps people to develop their interpersonal skills through online chating .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Overall , there are more benefits than the costs .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The wolrd is incresingly becoming flat by all kinds of social network website such as facebook and twitter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We can even know what a friend who leave thousands of miles away eat for lunch though these kinds of social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S From some points of view , social really has a lot of advantages by let us communicate with friends cheaper and more conveniently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , its disadvantages also can not be ingnored when you cosider it as a platform to show off and a stage for cyber crime .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social network sites provides us many convenience .
A 3 4|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0

S Without hanging out with friends or talking with friends through phone , we can know his of her latest news by scaning the webpage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It can help us know more about each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It can make people become closer as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , if you find out one of your friend 's favourite singer is Justin Biber through facebook , you can give him or her Justin Biber 's new album or concert ticket as a birthday gift .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It will be really sweet and you two will surelly become closer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , social network site can help you keep in touch with friends living very far away .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I met some canadian friends in Egypt .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Without facebook , we may lost contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , thanks to facebook , I can still keep in touch with them and I know what they are doing recently as we living close to each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The disadvantages of social network media are quite undeniable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A research shows that people will unconsciously hide his or her real thought when he or her say or post something that will be exposed to the public .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It means that one can not know another 's real thought and personalities by reading things that he or she put on social network media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It will make him or her quite upset when they communicate in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , with all those " nice " guys around on the social network website , one may neglect people surrounding him or her but just communicate with friends on facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is a common scene that two people sitting next to each other seldom talk with each other but just look at their cellphone .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This kind of behaviour is not good to people 's psychological health according to a research .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The cyber communication is quite different to face to face communication and people who depends on cyber communication too much will not get used to the real life communication .
A 14 15|||R:VERB:SVA|||depend|||REQUIRED|||-NONE-|||0

S In addition , cyber relationship can not always work in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With no close relationship in real life but only close cyber friends , one is more possibly to feel lonely because the physiological need of human beings is to feel the bond with others by our five senses .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the willing of people to become the best among others , social network site now become a place to show off .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some people will to post their expensive thing or the oversea places of interest they have been on the social network and get a feeling of satisfaction by doing so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is a mental unhealth and it may trigger people especially teenagers to become material .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The last but not the least , with all kinds of personal information on one 's social network page , it is covenient for criminal to make use of this information to commit a crime .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Above all , social network site is like a two sided knife and people can only take good advantage of it by avoiding the possible disadvantages of it such as put less personal information on his or her facebook page .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The modes of communication have been changing over the years , from letter writing to social networking .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This phenomenon is caused by rapidly changing technology , which has made communication to be faster than never before .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Today , social media sites , such as Facebook and Twitter , are relatively common within the contemporary society ; and , people can communicate with each other , online or offline , on these social networking platforms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They can even make new friends over similar interests on these platforms , which will be able to connect almost everyone closely in many parts of the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , critics may argue that with the existence of social media sites have reduced physical human interactions among people as they will prefer sitting in front of a computer to going out and meeting new friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This essay will discuss about both the benefits and down sides of using social media in the contemporary society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , social media are able to disseminate information faster than any other media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are about 50 % of the people who have learnt about breaking news from social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is due to people spending comparatively more time on social networking than time on reading newpapers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , with the current technology , smartphones are able to get access to social media sites which have made easier for consumers to use .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , social media has benefited the masses by equipping them with a powerful tool to disseminate information almost immediate to the people around them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , critics may argue that not all information or news disseminated are reliable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There might be false information or hoaxes spreading around on social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , in 2012 , there were false rumors of fires , shootouts , and caravans of gunmen in a Mexico City suburb which had spread through Twitter and Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This had caused panic among the people who had flooded the local police department with numerous phone calls , and this had resulted temporarily closed of schools .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The spreading of false information can be a potential psychological threat to everyone , given that social media can disseminate information in a realtively fast speed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nevertheless , there are cyber polices who roam around these social networking platforms to prevent these hoaxes spreading around .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S But , there will still be unreliable sources spreading false information on social media sites despite high security to control almost every social networking movement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media are able to improve relationship and make new friends , provided that there is mutual trust and mutual understanding between both parties .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many of the teenagers today claimed that they are able to keep in touch with their friends through social media , regardless of their location .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the past , people used to writing letters to their friends and it will take relatively long time to send the letter over .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , with the help of technology , people are able to catch up wth each other conveniently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , it will be easier to make new friends find who have simliar interests or hobbies .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , in order for people to maintain their relationship as well as making new friends , it requires mutual trust and understanding between both parties .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It might not be accurate to judge the other party 's feelings over social media as one may cover up their emotions while on social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , there are also chances for people to miscommunicate with each other as they can not sense the tone of the other party over social media platforms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This will result in unnecessary conflicts between two parties over miscommunication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S But , if there is trust and mutual understand on social media , it will be ideal for people to improve relationship and make new friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , social media in the contemporary society is able to help one improve relationship and make new friends , as well as , disseminate information efficiently to the masses .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there are risks of false information and chances of miscommunication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nevertheless , the advantages of social media will benefit the masses if the negative aspects of it can be carefully taken care of .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S All-in-all , social media is the product of rapid technological advancement and there are more to come in future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Advantages : Social media sites have greatly ease long distance communication and interaction due to its accessibility and convenience .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With a globalised and interconnected world today , Twitter and Facebook are now the mainstream platform for social interaction .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With just a touch away from any meida/electronic devices , one can easily interact and communicate with his friends without much hassle .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , long distance relationship or friendship can be maintain and keeping in touch with your circle of friends has been made much easier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the sharing of personal photos , posting of status of one 's personal feeling or experience and able to reply to these posts allowed human interaction to be engage and expand with ease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Introverts or those who are shy to communicate with their friends are now able to do so in the form of words via social media platform .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , socialisation can occur seamlessly and effectively with the utilisation of such social media platforms.Meet-ups and appointments are no longer a barrier for humans to contact and communicate with one another , making human interaction possible at one 's own convenience .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The society will adapt to such phenomenon as physical interaction are transformed into cyber interaction .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the frequent usage and reliance of the social media and the Internet , a society that socialises through the cyber will be more advance and adapted to the highly connected world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This will greatly help a society to progress rapidly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Disadvantages : One of the main concerns of using social media platform to communicate is credibility .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The certainty of what is being shared or expressed could not be proven physically as media limits this physical interaction , except when using a webcam to chat .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We can not be certain for sure the reliabilty or truth of some posts or information we received through the Inetrnet .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We may in actual fact communicating with a hoax Facebook acccount of a cyber friend , which we assume to be real but in reality , it is a fake account .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Photos and informations retrieved from their profile page may be fabricated to suit certain personal agenda .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , the lack of face-to-face human contact through social media restricts actual interaction which can be stimulated through the media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although emocons can be used to show certain emotion , this differs from the real authentic emotion of your friends when you observed them through their body language and their facial expression .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The danger of such media socialisation is the uncertainty of such communication due to lack of physical interaction .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , this lack of physical interaction has affected human inter-personal behaviour since communication is made through social media instead of meet-ups .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This lowers the experience of human ability to interact with one another which can adversely shape one 's behaviour .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The lack of exposure to real life interaction with humans with not create the confidence and skills needed for one to interact seamlessly and effectively with others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , for an effective and efficient society , there is a need to have a balance of both social media interaction and face-to-face human interaction within its people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , people can even use their phone to read news and everyone can be the first witnesses of what is happening in the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People use Twitter to follow the artiste or celebrity they love and Facebook to see what is their friends ' recent activity .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nevertheless , they still can use phone to do normal call and message to contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Not only the phone did the jobs for them , but also devices like personal computer , laptop , tablet , and many other devices which are able to connect to internet .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is obvious to see that internet saves people 's time and also connect people globally .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Several arguments have been made regarding the social media actually have some inevitable disadvantages to people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can only use electical devices to access internet .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Whenever they need to use social media , they have to use a phone or internet .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Generally people need they eyes to look at the display screen of their phone or computer and fingers to manipulate the corresponding device .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , they will lose eyes to contact and hands to express their feeling to people nearby them , which means they have lost the tools they need for face-to-face contact communicating .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This can be easily seen in restaurants or cafes nowadays .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A family of four having dinners in a restaurant without any chatting , because their holding and looking at their display screen with one hand when the other hand is holding a fork .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A group of friends having high tea in a caf é without chatting as well , because they do not know what to talk but pressing on their display screen .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The children nowadays do not know what is neighbourhood games and who is staying beside them , all they know is pressing icons on the screens .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These are some concrete examples of how the socia media reduce face-to-face human contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When people get use of using socia media to contact other people , what will happen is that their interpersonal communicating skills will degrade and lost eventually .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , they have lost the courage to meet strangers , not even the courage to talk .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Also , they will not have enough experience to communicate with people in face and not be trained in their conversation skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , social media helps them do the jobs but indirectly affects their interpersonal skills .
A 6 7|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||0

S Social media does have some other advantages beside their general benefits to human being .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First of all , people saves money by using internet to contact other people and reading news .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A father may be able to make a call to his daughter who is in other country via socia media software instead of making international call which costs a lot to normal salary family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S He can even talk to her daughter face-to-face using video call via internet .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , people makes friends all over the world and able to update their friends his recent activity easily .
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0

S A guy who is going travel for months can easily tell all of his friends about his activity .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When one of his friends who is not aware of this has failed to contact him via telephone calls , he might be able to get his whereabout using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These are the advantages that save works most of the time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclude , socia media benefits people in several ways but in the same time harms people .
A 5 6|||R:VERB:SVA|||benefit|||REQUIRED|||-NONE-|||0

S People should avoid the misuse of socia media and use it in the proper way .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the aids of social media , people bonds globally , information flows rapidly , and human lives happily .
A 12 13|||R:VERB:SVA|||flow|||REQUIRED|||-NONE-|||0

S All of us are living in the technology realm society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Have you ever wondered why we use these tools to connect ourselves with other people ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It started withthe invention of technology which has evolved tremendously over the past few decades .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the past , we travel by ship and now we can use airplane to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the past , it took a few days to receive a message as we need to post our letter and now , we can use e-mail which stands for electronic message to send messages to our friends or even use our handphone to send our messages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S From the example that I have mentioned earlier we can see that distance between us and our loved one are getting further apart .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is because by the ease of technology such as airplane , some of our friends might be going overseas to continue their studies or even you are away from your family to pursue your studies or even careers in life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , this makes Twitter and Facebook become one of the medium that we need .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nevertheless,everything in life has positive and negative effects .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is applicable to these social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The next two paragraphs will be discussing about the advantages and disadvantages of using social media in our society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the help of social media tools , we can stay in contact and keep ourselves up to date with our family and friends even though we are away from them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media sites such as Facebook has allow us to share our pictures or even chat online with our parents while we are overseas .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This approaches help the parents to communicate with their children and know what kind of activities that their children have when they are overseas .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The social media is beneficial as it connect you and your loved one even though you are separated by the distance .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It might not be able to replace the joy that you have when you are with your family but it could help to reduce the sadness of being away from your family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As I mentioned in the beginning , there is also disadvantages of social media tools .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of them is that it reduce the level of concentration especially among the youngsters .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is because it is part of everyone 's habit to check their facebook 's page as their friends will post something new every second .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , you can see that some students will browse facebook while attending lectures .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This means that the students are not concetrating when they supposed to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , it could affect their lives and studies .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This will then could lead to stress as these students are not able to cope with their studies because they were distracted .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In my opinion , every individual has to take responsibility of their own lives by making a right decision .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are advantages and disadvantages in using social media sites , however in this case striking balance between social media and lives is the most important thing to do .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , the use of the sociall media platforms is a commonplace in our lives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In increasingly globalised world , such platforms even enhances and compliccates the links between indivduals in the world .
A 8 9|||R:VERB:SVA|||enhance|||REQUIRED|||-NONE-|||0

S Thanks to them , people can get to know one another online , without having to travel to meet up for business purposes for companies or personal reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , it is also bringing some social changes whereby such virtual worlds are overtaking the real-life world , resulting in some negative impacts in individuaul 's daily lives and therefore becoming a large problem in societies as a whole .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As people spend more and more time on such social media sites , the importance of the face-to-face human contacts has decresed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As people feel more confident online where they do not have to face in real-life on the spot , they feel more comfortable and thus prefer communicating online .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This results in lack of interpersonal skills in individual , especially young students as they always have option to turn their back to the real-life and go online .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This becomes a huge problem when they have no choice but have to face things in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As they are so used to having an online avatar , they may lose their self-identity in real life and may not realise how to interact people in real-life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Another problem with social media is that , the benefits from investing such enormous time and energy is not relfected as something positive to the users .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The reason why it is so addictive is , that the more people get into the social media , they seek attention from their friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , such sparks of sudden attention is extremely short-termed and gone eaily thus does not add any value or meaning to the user 's life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Also , according to a research , it has been proven that the users feel more sad after using the Facebook and this is because users unknowingly compare their lives with other people 's lives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S But seriously , most people only post the happiest moments in their lives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media definitely has some other strong benefits that make the users stay is the links among the people .
A 3 4|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0

S Indeed , I myself use Facebook just because of the friends ' contacts that I want to keep .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , the friendship on such virtual world is so superficial which is not so relevant to the real-life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Also , as numerous profit-driven companies realize the hugh human traffic on such social media sites , they make it as a pond to fish the customers by uploading many advertisements .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore this also possibly triggers the privacy issues as the Facebook allows some other profit-driven companies to have access to the information on the users .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As this happens , users are more and more pron to any possible frauds .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media sites are at their peaks at the moment , however , I believe that when people realize that such sites are not making them better persons in real-life , they will not be indulged in it as much as they are now .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The users , soon , will realise that they do not need such social media sites to keep in contact with the their friends because , if they really need somebody , they will reach the friends no matter what .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We think we are all connected through all sorts of social media , but do we really get connected or falling apart ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media sites like Facebook and Twitter are born with the intention of connecting people , from around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The idea seems great , and nowadays most people even the older generation will have at least one social media platform like Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The parents are now the " friends " of their kids , and they can now " follow " their kids more closely and on real time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People post about their random thoughts or daily activities via Twitter and post different kinds of photos on Facebook frequently , to be connected with their so called friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , as we then tend to spend too much time on this and have significantly reduced in face-to-face human contact , that eventually affects our interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First and foremost , I would like to share on the advantages of using such social media in my daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a student , I tend to meet lots of people from different background and at different settings .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We may meet only once but we exchange our contact numbers as well as facebook account in order to keep in touch .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Unlike just keeping contact numbers that we may not even call , social media like facebook is a great way for friends from different field or even from different parts of the world to be connected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Within clicks , we could check on the friend 's profile and read on for his/her updates .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On another hand , we could update our profile by posting on the wall and our friends could read up on the newsfeed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This allows friends that may not have the time for meet up to still connected in a way .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Not only that , new friends can be easily met through such online platforms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , our social circle is indeed expanding .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nonetheless , what seems to make us connected can be the cause that falls us apart .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The obvious disadvantage of using social media is that the time reduction on face-to-face contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This subsequently leads to the poor interpersonal skills that inhibit the growth of our real social circle .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , we tend send a birthday wishes when Facebook promts us " Today is someone 's birthday " .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In fact , we may have just forgotten our friend 's birthday .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We used to send wishes cards during festive season like Chinese New Year , and we feel so good to write one and of course to receive one with stamps on it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Gone were the times , and now we do mass sending and the receiver may feel less meaning in such online wishes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As time passed , we may have more " friends " on the list , but the meaning of friends needs to be redefined .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In a nutshell , every sword has two edges .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The users of every social media sites need to strike a balance between the real world versus the virtual one .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We should maximize the benefits of such platforms but be careful of its impacts on the actual life that we have .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Ultimately , the best way to enhance interpersonal skills is still through face-to-face meetings but social media sites are only the tools to enhance it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , social media sites are commonly used in the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I believe 80 percents of people plays social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These sites play the role of connecting people around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It consists of the function of connecting , sharing , interacting and advertising .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there are also some disadvantages occur due to the social media which are concerned in the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , this article is written to explain the pros and cons of using social media in our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First , with the function of social media sites that connects the people , everyone is able to interact and communicate with friends and families , or even strangers without any time and place constraints .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Through the social media sites , we can chat with our friends who stay in Europe and New Zealand .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are over thousand miles between Singapore and these two countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , we are able to chat with our friends without travel to the countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It saves a lot of money and time as well as strengthen our relationship although we stay at different places around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Besides that , company also can use the convenience of social media sites , such as Facebook chat or Skype to facilitate the meeting with parties of project from around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Substantial cost is saved without the tiring travel from one point to another point .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the huge amount of cost savings , this capital can be utilized in the other sectors which benefits company more and boost up the company 's profit .
A 18 19|||R:VERB:SVA|||benefit|||REQUIRED|||-NONE-|||0

S However , there are two sides of stories always .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some scholars argue that the usage of social media reduces the face-to-face connection between human .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Since ancient times , human interact with others face by face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Without the facial impression , it is easier to misunderstand the intention of speakers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S That is why facial impression is one of the most important elements in social learning .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , " social media sites will affect writing skills " , that is the point of view in society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Based on the statistic report , the more of the writing skills will be reduced when the more time used in the social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I believe most of us have the experience of suddenly forget how to write a word that we should know .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The auto correction software is so effective when using electronic device until we did not realize the importance of writing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Writing is an essential skill of person who express their own feelings and opinions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S 'Privacy ' , this is the word that popular in these few decades .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Human has their own rights and privacy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I believe that most of us agree with these terms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there is news about the social media sites leaks users ' information to companies with cash reimbursement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Everything we type in the social media sites is recorded in the server and then transfer to the companies for spying and advertising .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although it looks like no laws and it is your own space to speak and do anything you want , you are actually wrong .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S You are not only controlled by the government laws but also spied by the government .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , everything has two sides of stories .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is our responsibility to identify the advantages and disadvantages of social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To utilize the technology well , we should do our effort to not only balance the pros and cons but also lengthen the pros and shorten the cons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , the new technology will be able to bring a prosperous future for our and next generation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the wide spread of advanced technology , social media sites are becoming more and more popular .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Getting connected on social media such as facebook and twitter has become a main trend as well as daily work nowadays .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With this situation , both advantages and disadvantages of using social media apply to our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On one side , it is obvioualy that many advantages have been brought to our lives .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media provides people with the opportunity to get contact with each other every time and everywhere .
A 2 3|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0

S Whether we are at home or at school , at work or on a holiday , we are able to communicate and interact with our friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Even when people are thousands of miles apart , social media make it possible to have interaction by keep writing comments .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When our phones are accidentally done , we can also use the social media to get contact with our friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some people who are try to talk in the public can also actively take part in the group chatting via social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Besides , we can make more friends by such interactions when our friends also bring their friends in .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , the popularity of social media sites have made it more convenient for people ot update friends ' status and contact with friends more frequently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other side , we need to rethink about the influences brought by the social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are still many disadvantages of using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , interpersonal skills may be affacted by the reduction in face-to-face human contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S While social media brings convenience to people life , people are more and more willing to use social media for chatting instead of face-to-face chatting which has a time and place requirement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People who are not good at public chatting may be more reluctant to talk to people , and their interpersonal skills can never be improved under this situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , people 's over-addition may avoidably , to some degree , exacerbate social alienation , and this kind of alienation causes some social media users to suffer from the over-dependence of virtual social networking .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S More and more networking has been transferred to internet from real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is a potential danger for teenagers who are growing with social changes to get hurt .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thirdly , a lot of updating of luxury living standard as well as other show-off situations may make people 's daily life more and more grandiloquent , which is not an accurate social growing trend .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Lastly , it is easy for people to waste a lot of time using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Again , there is a trend for them to suffer from social media addition and their study and work may be greatly influenced .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Since we can see both advantages and disadvantages of using social media , and we can not deny the huge benefits that have been brought to us , this main trend of using social media may be still lasting for a long time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , everytime when we use social media , we should take both sides into consideration and try to avoid be affected by the disadvantages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Only by absorbing the essence and discarding the dregs can we make better use of the social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the sophisticated era like these days , experts keep producing inventions that are meant to make life easier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Geographical and transportation borders are not a problem anymore because communication and information technologies were enhanced continuously .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Telephone may be perceived as a big innovation created ever when the first time Graham Bell introduced it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , since internet were known , telephone started to give way to social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many advantages are given to the users .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Let us take example from Facebook and Twitter , two of the most famous social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Through Facebook , peope are able to maintain relationship with their old acquaintances .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This benefit can not be obtained through telephone or mail because people 's particular and address may change from time to time while on Facebook , people can keep in contact with old friends just by using name and photo , for example , as the identifier .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Facebook is like a combination of message and chatting service , personal profile , media of sharing , and other entertainment add-on ( i.e .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S social games ) which allow users to communicate with remote people , and also to update and express themselves at the same time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Twitter , that has more simplified function compared to Facebook , gives more benefit if used as information sharing media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Twitter only allow users to give update that is limited to short sentences in order to spread the words fast , that only highlighted messages are delivered .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For Facebook , a comprehensive way of sharing is offered since multiple photos and videos can be uploaded , long notes can be published , even documents and data can be shared through Facebook nowadays .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These advantages also comes in handy as most of these social media sites are accessible through mobile application in our smartphones .
A 3 4|||R:VERB:SVA|||come|||REQUIRED|||-NONE-|||0

S Despite the luxury that is offered by social media , there are also harmful side effects which people may not realize it beforehand .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Researches show that face-to-face meeting frequency among people that are addicted to social media sites has been decreasing .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As the consequence , it affects their interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can think while typing and prepare what they want to say but in face-to-face communication , every word that comes out of your mouth and may be not well arranged is the picture of your personality .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This skill requires practices and can not be done completely through social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There is a situation where a family is having a dinner together in a restaurant but everybody is busy with their own gadget , posting picture in Facebook , updating status on Twitter , or even chatting with friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These social media serves a purpose to bind people in spite of their geographical boundaries but it does n't mean that surrounding people are neglected as the payoff .
A 3 4|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||0

S This is related to the interpersonal skill that is mentioned before , that can be decreasing qualitatively if we are used to facing gadget , not facing human being .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Another disadvantage that affects other people is that by only showing selected part of our lives , we build " false image " in public .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We tend to only share our happy moments in media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Because of this , other people start to think that our lives are full of happiness with no problem at all .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Other people then are influenced by us and tend to do the same .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , people think of theirselves lowly and may lead to depression and mental disorder .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It also reduces our sympathy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This is a serious social problem and affects a lot of people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As explained above , modern and sophisticated technology does n't always give advantages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are a lot of disadvantages that people may not realize of .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is up to people 's discretion and comprehension to decide which side they want to take .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S So , we should never forget to think of and calculate the benefit and loss of every decision that we make .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , the advancement of technologies improves the life of many people a lot .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In most of the countries , there is an emergence of social media sites such as Facebook and Twitter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people think that the social media sites have benefits on the communication between people while some others argue that there are several negative impacts for the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of the advantages which are carried by those social media sites is that they can connect us more closely than before .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the past decades , when the social media sites are not yet fully developed , people connect with others who live far away by using a phone , or even a letter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , calling a person by using a phone and writing a person a letter require some cost , and sending a letter to a person who live far away , especially in villages , takes much time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The appearance of those social media sites causes those problems to be solved .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People connecting through the social media sites can spend no money on the communication , and also take only one or a few seconds for the message to reach .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , this advantage of social media sites saves money and time , and also provides convenience for many people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Moreover , this also provides an alternative way for people to contact a person whom they did not see for a very long time , such as their friends in primary school and secondary school .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As we graduate from a school , we will probably lose contact with some of our friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some of them may have changed their phone numbers and addresses , and we are not able to find them through a phone or a letter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If phone and letter are the only way to contact them , we would probably not able to find them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Facebook and Twitter can serve as an alternative route to make connection between us and our old friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , the social media sites serves as a platform for the connection .
A 6 7|||R:VERB:SVA|||serve|||REQUIRED|||-NONE-|||0

S Everything comes with benefits will also have their disadvantages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , social media sites also bring some negative impacts for the people and the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The advancement of those social media sites makes people so rely on them that some of them rather prefer using those sites to contact each other than talking to each other face to face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people argue that this is the most serious problem brought by social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The usage of social media sites indirectly causes a reduction in face-to-face human communication in real life , which will in turn cause the lost of interpersonal skills for many people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As we all know , the interpersonal skills are essential for us to communicate with each other and to present our views and ideas .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The lost of interpersonal skills results in the inability for people to well present their ideas .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , they will gradually decrease in their ability to compete with each other in the society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , social media sites cause both positive and negative consequences for people and society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a part of this modern society , we should learn to distinguish between good and bad impacts brought by the advancement of technologies , and also learn to avoid the cons and maximize the benefits of those sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the advancement of technology in recent years , the need to keep in-touch with people and latest news has become a tremendous demand .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some of the famous examples would be social media sites like Twitter and Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With an increasing users of more than billion users from all over the world , social media sites have demonstrated clearly its success in playing an important part of our life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there are arguments that social media life brings in a reduction in face-to-face human contact , which in turn affects interpersonal skills .
A 9 10|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0

S Let 's examine the advantages and disadvantages of using social media in our daily life and society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First and foremost , all social media sites are free .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S All users ' needs are an internet connection and an email account so that everyone can have a Facebook or Twitter ID to start their journey in social media life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , it helps people to keep in-touch with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Finding old friends through Facebook , for example , is more easier than asking people around in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media helps to lessen the hassle of geographical distance and brings people closer .
A 2 3|||R:MORPH|||help|||REQUIRED|||-NONE-|||0

S Thirdly , social media sites keep us up-to-date on latest news and updates from almost everywhere in the world , all with a click away on the refresh button .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Last but not least , social media sites also link people together through allowing us to create our own groups , pages or sites to share our hobbies , interests and studies in particular subjects .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence , it is undeniable that these sites play an important role in our global inter-connected world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , social media sites also have its second side of negative impact on human .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Undeniable , it becomes more addicting when we spend more time busy socialising and interacting virtually .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We spend majority of our time on sites like Facebook , Twitter and it affects our daily work productivity and performance .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In corporate world , employers often block social media network to prevent employees to spend their office time on their personal leisure than concentrating on their work .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Using text-messaging language as an informal way of communicating on social media network also brings in a bad impact for us in a long term .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The more time we spend on these sites , the lesser time we spend on face-to-face interacting with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Hence it lessens valuable interaction between human and time we spend away from the computer screen or mobile phone .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , there are also some false reports and fake IDs occur on both social media sites that people use fake ID to insult or harass someone , like the case of Heather Chua occurred recently on Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These malicious comments often go viral and it creates a strong negative effect on the real user in real life , which might lead to unwilling attitude to interact with others in real life by the victim .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , everything has its two-sided affect and it depends on how we exploit it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With current booming technology , it is agreeable that people become more technology-savvy and they want to spend more time interacting with each others through social media sites , however , it does not mean that we should neglect face-to-face human interaction as it plays even a more important aspect in our life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As more and more social websites such as Twitter , Facebook and Weibo which have become ubiquitous , seamless and imperative in our life , people may worry about the young generation having problems in face-to-face communication skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , I believe that the benefits brought by these online chatting rooms tremendously outweigh their repercussions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media enables us to explore the world far far away without paying expensive airplane tickets and sparing a one-week holiday .
A 2 3|||R:VERB:SVA|||enable|||REQUIRED|||-NONE-|||0

S The convenience is beyond description .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With a small smart phone or a computer at school , at work or at home , we can easily make friends worldwide with a 'click ' and get to know about their life through having conversations with them , reading their blogs , photos and status .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Compared to face-to-face interaction , online conversation is easier for strangers to open their mouth to each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Since some of the information has already been revealed on the home page , it is also easier to find some common topics to talk about .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Moreover , people usually like to share boldly about their real feelings online with their masks in reality being taken off .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This has been indicated in a report done by Boston University in 2012 , 80 % of information posted online is true while a person may like 3 out of 10 times in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This shows that a facebook friend may know more about you than your close friend who does not have a facebook account .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S That is because we are acting who we are in reality while we have no reason to do that in the online virtual world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although sometimes those genuine sharing of information may be inappropriate or even harmful , such as prevalent using of vulgarity and harsh-meaning comments , we can minimize those repercussions through strict regulations of content online .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Another advantage of social media is in aiding the spread of democracy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People around the world could easily share their thoughts about their governments .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S That eliminates the incomplete information disadvantage for some remote rural regions where people are less aware of what actually is happening around them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of the examples is the 2012 riots happened in Egypt and Zambia .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The idea of searching for democracy is passed from Egyptians to people in Zambia quickly through the use of social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , as the government controls most of the media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These social media may be tools of their campaign and manipulating the thoughts of the public .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , in 2012 general election is Singapore , Dr Tan Chee Keong made use of facebook to spread his campaign videos to the public .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Though because of this , social media is still a much fairer and more transparent online platform for the public to share ideas compared to other traditional medias .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Intensive use of Social media does reduce the time people spend in face-to-face communication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is commonly seen in a food court or restaurant that a group of people sitting together around a table with each of them having a cell phone in their hands .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They are too busy with their way too many virtual friends and some of them neglect the feelings of their real-life friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this case , I have to say that to err is human .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S What we can do is to educate the public about the importance of their friends just by their side and teach them to manage their time well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , the use of social media has more advantages than disadvantages to our daily lifes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S What we can do is to cautiously manage our time spent online and manage our words used online .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the regulation of government and relevant authorities , the virtual world would be a better world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media sites ' role in connecting people around the world is undeniable .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thank to those social media , the communication among people all over the world is possible and can be done with ease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Apart from the ease of communication despite of the distance , many other advantages such as knowledge sharing and trades can be done through social media as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nevertheless , with those advantages , some disadvantages may appear such as reduction in face-to-face human contact which affects interpersonal skills , privacy issue , as well as some frauds that can be done through social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Twitter , Facebook and Skype are some social media sites which enable us to keep in touch with our friends or family who are in other cities or countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Through those sites we are able to talk to them , to know what their activities are and who their friends are , etc. From the surface point of view it is no doubt that these sites help us to have a better relationship with our relatives despite of the distance .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The sharing of information can be done faster through social media as well , that is why nowadays many news publishers make their own social media account , for example Channel News Asia has a twitter account and will update its follower with headline news .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S That shows how actually news and information can be shared easily through social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , since many teenagers and young adults are fans of social media , these information can reach them easily without them need to watch or listen to the news reports .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Due to the popularity of social media , many people start to do their business via these sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S More and more advertisements can be found on Facebook , whether it is our friends who sell their products or professional brands selling their products online , we can get to buy and contact the sellers through those sites , which can be considered as an advantage for us , the buyers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , is it the same when we keep in touch with someone virtually compared to when we meet them personally ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I do think there is difference in it and I believe many of us will agree .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When we write or communicate virtually , we can hide our through feelings and many not become ourselves since we do not want the other party to judge us .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Other than that , sometimes the message of one party can not be delivered properly to the other one since the communication is done through written language , and thus the 'tone ' of the message sent and when it is received may be different .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people are very brave in telling people about their opinions online but in real life some of them can be very shy and not outspoken at all .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This will lead to a bad inter-personal skill as well as a problem of trusts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays we can not really trust new people whom we know from social media since we will never know whether they are even 'real' .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some people fake their identities in media sites so that they can know more people or some may even cheat others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In addition , privacy issue has become more popular nowadays since some people do not realize that they may actually share some information that they are not willing to share at the first place .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , while social media sites are undoubtedly have benefits in our life , we should consider its drawbacks and thus use it wisely so that we can gain more of their benefits and it disadvantages us in the smallest way as possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is a common scene that almost everyone in a public transport is watching at phone or wearing a pair ear piece in this modern society today .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Not only one but many developed and developing countries have the same picture .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some say that it is a necessary step for human revolution .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media sites like Twitter and Facebook are popular among people in order for them to connect to others even from different countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It also brings many negative effects such as loss of face-to-face communicating skills which is important in their working place .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This essay will discuss about the advantages and disadvantages of using social media in our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of the significant advantages of using a popular social media site is that people can reach other easily , even without contact for a long time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this fast pace and competitive world , people may not able to keep in touch with others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the help of social media site , people are able to upload their new discoveries and funny scene on it and they can be updated the new information of their friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Personally I am study in oversea , busy study life keeps me away from contact my old friend .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Using a common social media site with my friends to help me know what are their statuses nowadays .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And I am able to easily find a common topic when I contact them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In Singapore , many Malaysian cross the sea to work here .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many of them are busy in work and separate with their children .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of Manager in my working place has the same situation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S After my Manager taught her mother how to use Facebook , she was able to upload video clips of her grandchild .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore my Manager would not miss the moments of her daughter 's growth .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media sites are also a very useful tool for people to start a new friendship or relationship .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People get connected or closer with same preferences .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is easier for people to approach the other after knowing the information .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Students can exchange their experiences in study even they are in different countries .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People are able to share the culture or pretty photos online , therefore others can spread the joy with them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus I believe that social media sites are one of useful tool to help people known each other better .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , social media site is a double-sided sword , it also bring in some negative effect on our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One of the disadvantage that many people concerns is that people loss the interest of face-to-face communication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Many people like to use language to pretend themselves , and lost confidence when they talk to each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although not everyone is good at public relationship even without the existence of the social media sites , we can not deny that it do affect some people in their ability of interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , the shadow always exists when there is light .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We should take the advantages of the creatures we create and try to avoid the negative effects .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media sites suppose be a very useful and convenient tool to use and bring people get closer in this globalised world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The use of social media has largely influenced our ways in communicating with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Online friends became real life friends and real life friends communicate with one another online .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media has changed our ways of exchanging information and interpersonal relationships profoundly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are advantages and disadvantages in this change .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media has reshaped the way of communication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In real life , we communicate with one another as equal participants .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We share ideas , stories and forge friendship based on mutual respect .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , communication on social media is largely based on " broadcasting and listening " .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S When we use facebook and post pictures and statuses .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We are actively " presenting " fa ç ades of our lifes in front of others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We tend to post pictures with the best looks , status that are funny .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We broadcast these facades of us to others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The images we choose to present are tentatively considered .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The audience is not some specific person , but everyone we might know , or even the entire world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There is an element of seeking out for attention rather than expressing one 's true opinion on social networks .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , the viewers , are not the listeners .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They are just scrolling down pages of pages of pictures and statuses and see one of them which they might think it funny .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is not the broadcasters themselves they care about , but the content .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This type of communication does not help forging interpersonal relationships .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In real life , establishing friendship requires the all-rounded understanding in one another and the caring for one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The latter requires face to face interaction where we can show our emotions to the other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One can not truly understand a person with only stalking his/her facebook page where he/she carefully chooses what to present .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One can not truly show their emotions by another by texting some = ) signs .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The broadcasting and viewing model is not good for forging relationships .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , it is good for sharing information .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On social media , everyone is a broadcaster and a viewer .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With my social network account , I seldom read newspapers or go to news websites anymore ; because I can easily read them from the status of my friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If I am interested in politics , I can just follow some politics newspapers or public figures .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I get news for sales , clothes and cosmetics from my friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If some of my friends have horrible taste on clothes and he/she posts them often , I can simply block him/her off .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Information got circulated .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The most popular information get circulated the most so I can seldom miss it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social network plays a role in providing and also filtering information .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This saves a lot of time for me in reading newspapers and watching TV .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Personally I feel more at ease on social medias .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S From the above two points of view I think social media could forge more interest-based friendships .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S With the help of social media , I become real life friends with those from online forums whom I share the same interest with .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I also discover some of my friends ' interest which I find common with myself so that talking to one another is much more about life , study , friends , etc .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The communication does not focus on how we feel , or to say , each otherm , but whatever is interesting , or the content .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In this case , interpersonal skill is not as important because our goal is not to impress somebody , but to get the information that we are both interested in .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , I think social media has reshaped interpersonal relationships from a more human-based friendship that requires sharing and caring between friends , to a more information-based friendship that requires a mutual interest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are advantages and disadvantages in itself , however , whether it is good or bad we are still not sure .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is just different .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Advantages and disadvantages of using social media in daily life
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People that living in the modern world really can not live without the social media sites like Twitter and Facebook .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Almost all students and young adults possess the Facebook or Twitter account .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is true that social media makes people be able to connect one another more conveniently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , it seems that , especially for some those , sharing some parts of their lives such as videos and photos on the social media sites become really necessary .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S An extremely interesting and ironic phenomenon was discovered that a group of friends met and sat around one table , but none of them were really chatting with one another .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Instead , all of them were more interested in posting pictures of this " cheerful " meeting on their social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , there is need to discuss the advantages and disadvantages of social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media enables people from different parts of the world to communicate with one another .
A 2 3|||R:VERB:SVA|||enable|||REQUIRED|||-NONE-|||0

S People used to write letters and send post cards to keep in touch with ones live far away from them in the past .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It can take a few days or weeks for those to receive the messages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , what people need to do is just typing in front of the computer in their own rooms .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And people on the other side will only need a second to receive the message .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Distance and time are no longer the problems , which is convenient especially when instant chat is needed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , when people become more and more addicted to this convenience and fail to communicate with people who are close to them , their face-to-face interpersonal skills are lost .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media provides people a way of talking and chatting which can never be considered as a way of communication .
A 2 3|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0

S When ones chat on those media sites , there is no eye connection , no emotion delivery and even the expressions are typed in by using some combinations of punctuations .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For more convenience , sentences are shortened to simply three or four words such as lol ( which means laugh intensively ) and " asap " ( which means as soon as possible ) .
A 18 19|||R:VERB:SVA|||mean|||REQUIRED|||-NONE-|||0

S People indeed go to great length to make their words as shorter as they can .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S While , once they are communicating with people in their face , expressing themselves appropriately become really a big problem .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media also provides people huge brunch information about people and things that they interests .
A 3 4|||R:VERB:SVA|||provide|||REQUIRED|||-NONE-|||0

S For example , on Twitter , it is exciting to follow people that you adore like famous movie and series stars , business men and entrepreneurs .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It makes people feel extreme close to their admirers ' lives and works .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Updated news people care about can be easily obtained when you refresh your social media sites on your smart phones and laptops almost every time at any time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , after one has registered in those social media sites which are not reliable , all the information you have filled in will be a weapon against you in the future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , not everyone on the social media sites is honest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The profile picture may not be the person who that user says he or she really is .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The reason might just be that he or she just wants to " decorate " his or her face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S But there is possibility that the person on the other side is deceiving you in order to obtain your information against you .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S No pledge of authenticity risks people 's information and privacy that are shared on social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To sum up , social media has advantages and disadvantages in people 's daily life .
A 6 7|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0

S It shortens the distance between people from all over the world and makes instant communication possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And it becomes more convenient to obtain and update information by using social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the contrary , social media makes people lose their ability to communicate effectively in their real lives and makes people risk exposing their privacy to those whose identity can not be verified on the social media sites .
A 6 7|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0

S How do social media help change our lives ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As the development of the technology , social media becomes more and more significant role in the whole world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Everyone in the world can not stop using it every day to express their feelings or ideas and a log of other stuff which helps their friends know their lives better .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , it also raised the concerns about whether it brings us more benefits or a human disaster .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Although it helps to connect us with our friends wherever we are , it at the same time reduces the chance for us to talk to our friends face to face which may affect our interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Thus , whether there are more advantages or disadvantages becomes a tough question for every human being .
A 9 10|||R:VERB:SVA|||become|||REQUIRED|||-NONE-|||0

S Many people says they will support the social media since it really helps them to have a closer view about how their friends are going in other parts of the world .
A 2 3|||R:VERB:SVA|||say|||REQUIRED|||-NONE-|||0

S This is especially to people who are overseas .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To them , social media is the only resource they can approach to know everything happened in their home country and the way they can use to show their lives to their lovers as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S What 's more , these days social media plays an important role in spreading the information .
A 8 9|||R:VERB:SVA|||play|||REQUIRED|||-NONE-|||0

S Nowadays , people can just easily put their renting information on their facebook account and wait for the response from others who are from different parts of the world which brings us a huge amount of convenience .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is quite significant especially for those young teenagers since they would rather go to these sites to see the news and know what happened in this world than read the newspaper every day .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there are also a great amount of people who against this technology .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They worry a lot about the bad effect on the teenagers who are still developing themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They pointed that actually social media reduces the chance for us to talk to people around us face to face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The more we care about facebook , the less time we will have to spend with our friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , it is quite common to see on some party , people would more prefer looking at their phones and reading all the posts on facebook if they feel bored .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It makes people worry since if all the teenagers continue using social media frequently , they will decrease the ability to talk to people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They will feel it becomes difficult for them to find any topics to communicate with other people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Personally , I strongly agree that social media brings more disadvantages compared to advantages it gives us .
A 15 16|||R:VERB:SVA|||give|||REQUIRED|||-NONE-|||0

S Although it is really useful when we need to use it to let other people know we really live a good life , it wastes us a lot of time as well .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Think in another way , if we put those time we spend on wandering on those sites , we may already finish one book or do other more meaningful things .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We should keep in mind that there are still ways for us to contact with our family or friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Everything will be bad if we do n't know how to use them wisely no matter whether it is really good or not .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , it is important for people to know that we need to be cautious about the time we spend on these social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As stated above , I strongly believe that if we can use social media wisely rather than abusing it , we will all live a better life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The advantage and disadvantage of social media
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , as the technology is becoming increasingly advanced , more and more social media sites are showing up in our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S You can see people playing Facebook , Twitter through their smart phones or ipad on buses or on trains .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some may say that the appearance for these modern media will reduce the chance for people to communicate face to face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S This essay will illustrate the pros and cons of using social media in modern society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly of all , social media can make it more convenient for people to make friends and contact each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Years ago when these modern products have not been popular , the way for people to communicate or contact people far way are still restricted in making phone calls , sending emails or writing letters .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some will take long time and some are not efficient enough for people to get their response .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , social media solves these problems well .
A 4 5|||R:VERB:SVA|||solve|||REQUIRED|||-NONE-|||0

S People can contact their friends on the internet and get their reply very fast .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The communication is also not limited in words .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can express themselves through pictures or emotions .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can also get to know their friends ' state and mood by looking at their posts on line .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Moreover , people can be aware of what is going on in social situation and see the comments online and share their opinions on these websites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S These social media makes people 's life much more colorful and provide a lot of fun .
A 3 4|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0

S However , social media may do some harm to people 's life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It will make people spend more time on chatting on the internet rather than communicate face to face such that the interpersonal skill will be badly affected .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some people spend a lot of time in it and forget their real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Actually , I have seen some people are very funny and interesting when I am chatting with them online .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , they behave quite boring when I talk to them in real life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Teenagers are developing their interpersonal skills and social skills when they are growing up .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If they spend too much time on these social media , it may cause some problems to their mental development .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They may feel uncomfortable when they communicate with people face to face .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some may share fewer and fewer time with their family and not knowing how to express themselves .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Moreover , some wrong values on the websites will affect teenagers and confuse them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Some may even do something wrong .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In conclusion , the showing up of social media sites is a double edged sword .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It can make our life simpler .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can promote their friendship and relationship through these social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Whereas , it can also make people forget to communicate to their family and friends in the real life and affect negatively to their interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S But overall , the advantages far outweigh its disadvantage .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S So we need to make best use of these social media and make it a fun way of adding some excitement when life is boring .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And try to bypass the shortcomings .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Remember to send greetings to our friends and family frequently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , with the advancement of technology , it is easy to communicate wherever you are .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The appearance of social media sites truly connects people closely .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can know their friends ' recently looks and interesting things happens on that people just by checking their facebook or other social media sites .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We can not deny that the social media sites truly make the old friends do not lose the information and the chances to communicate with you even you are in a different country .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , the social media sites truly reduce the communication in face-to-face which truly affects interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There are two advantages and two disadvantages of using the social media in people 's daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , the social media sites can connect people with their friends and parents closely .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S By typing the words and showing the pictures , people can express their emotions that they are too shy to express .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S For example , on mother 's day , people are shy to say " I love you " to their mothers so they can type it on his or her mother 's facebook page .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then his or her mother will also know the emotion and feel warm .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , when the teenager is studying in a foreign country , the internet is the only way that he can communicate with their parents and friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , the social media is truly good for people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , the social media sites can not only connect people with their friends closely .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can also know much information about the celebrity in Twitter and Facebook such as Obama , Bill Gates and get the first-hand study materials on it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They can learn how these people succeed and they can also have the chance to talk with them and know these famous persons ' thought by using the social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , with the help of social media , some homeless people or someone who need the money to cure the disease can get the help from the world quickly because once one person know the information , his or her will share it to their " friends area " , then many people will know it and spread the information to the person who can give help .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , there are also problems with the population of the social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , when people rely on the social media to communicate with their friends and parents , they will accustom to communicate by typing and not talking .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People even prefer talk to their friends and meet their friends online and gradually reject face-to-face communication .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , the social media truly limit the interpersonal skills such that people lose the chance and the ability to practice talking and connect the relation between him and their friends .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , without the truly communication in the real life , people lose the ability to see the truth and false .
A 4 5|||R:MORPH|||tru|||REQUIRED|||-NONE-|||0

S There are many people in the social media with beautiful image and good content in their pages , however in real life , he or she may do not have jobs or live poorly .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Teenagers may believe these people and easily be cheat and lose money even their safe .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , the social media is not safe which is bad to teenager 's future development .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S All in all , the appearance of social media truly helps people a lot in many areas .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , there exits some disadvantages which will affect people in some degree .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Advantages and Disadvantages of Using Social Media in Our Daily life and Society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nowadays , with the development of technology and society , social media become more popular and even important in our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S We communicate with others using social media , such as twitter , facebook and microblog more and more frequently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There is no need to for people to go out of their home to interact with others , they chat online , share pictures , tell others what they have done or funny stories .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It seems that people build a good relationship with others by the social media , but the problems come out .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Pepope do not know how to talk with others face to face , especially the strangers .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then , we need to talk about the advantages and disadvantages of using social media in your daily life and society .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As for the advantages , there are two aspects : more convenient to contact others , easier to know about others .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S One advantage is that it is more convenience to contact others by social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In old days , if one wants to tell some important news to another one , which lives far away , he needs to write letters and it wastes time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The long distance and time-consuming make spreading the messages very difficult at that time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Therefore , people may not contact with the faraway friends and relatives unless there are something important .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , people now can contact with anyone all over the world who can use computer at any time , and there is no time delay of messages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The other advantage is that it is easier to know about others by social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If there is no social media , it is difficult for people to know about a stranger .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They may collect information about that person by asking his friends , colleagues or family members .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S And the information collected may not be intact and true .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Unlike today , with the help with social media , people can easily get the information they want just by searching on line , and know about what that person did everyday at what time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As for the disadvantages of social media in our daily life , wasting time , causing illness related to sitting long time before the computer , quick-spread of rumor and fake news , most importantly , making people lost the ability to talk to others face to face confidently .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It is weird that people sit around the table but all face to their phones and do not talk with each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S If there is a joke on their facebook page , they may talk to others in this way , " hi , look , how ridiculous this is " , then they laugh together .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S No matter it is a party , dinner or just simply get-together , there always are some people bow their head and playing their phones even their family and friends are in front of them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In a conclusion , there are both advantages and disadvantages of using social media in daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People should enjoy the advantages of social media while be aware of the disadvantages of that and try their best to avoid the disadvantages happen to them and their friends and family .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Today world is considered to be the era of social media sites like Facebook and Twitter which are attractively connecting people around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S However , some people worry that social network can affect interpersonal skills as it reduces face-to-face human contact .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S The advantages and disadvantages of using such social media in the society are elaborated on as follows .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Nobody can deny social media 's advantages as the benefit it provides in connecting people regardless of nationalities , races , cultures and languages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media is a trending channel and a suitable mean of communications .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Firstly , social media brings convenience to the world .
A 4 5|||R:VERB:SVA|||bring|||REQUIRED|||-NONE-|||0

S It has erased the boundaries of distance and time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S No more worries about the time it takes to deliver letters and packages .
A 7 8|||R:VERB:SVA|||take|||REQUIRED|||-NONE-|||0

S Nowadays , thanks to the help of social media , with just one click , you can contact your family and friends wherever you want .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S You can share photos , videos and every meaningful experiences of your life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S More importantly , it is cheap and easy to use social media .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Secondly , social media network opens the door of opportunities for people due to its great benefit in connecting .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A lot of fresh graduates can find jobs thanks to Facebook and Twitter .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Young people can widen their relationships , meet new friends and learn wonderful things in many parts of the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In business area , social media is a good tool to develop and advertise products and services .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S On the other hand , social media also has disadvantages which have created worries to the society recently and made it a controversial phenomenon .
A 8 9|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0

S More and more young people tend to live in social media world most of their time and reduce face-to-face human contact , which can affect interpersonal skills and relationships in social life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S First and foremost , we should realize that social media world is not trustworthy and real .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Everyone can easily make up the personality and characteristics they want .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S They can become anyone .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Though social media do create relationships , relationships and friendships are only firm and real if people have gone through experiences and communication in face-to-face interaction .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S There is a story of a girl who lives in social media world every night in eight years .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S In the chat room , she created a close relationship with eight people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S She talked with them every night , trust them and share her life with them .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Then eventually , she discovered that eight people became one as he was using eight different identities to chat with her all the time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Furthermore , the convenience of social media is also its weakness .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S A lot of people use their true information on social media sites , which can lead to crimes and deception .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S People can use the information to deceive family and friends and banks to do bad things such as blackmail , ATM theft and so on .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Last but not least , social media does affect human interpersonal skills when people increase the time on social sites and reject chances to expose to social daily life activities as well as interacting with people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Recent research has shown that the more people spend time on social media sites , the less they become ambitious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S As a result , if the situation keep go on in this unexpected trend , it will cause a bad effect on the young generation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S To put it in the nutshell , everything has its own pros and cons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S So does social media network .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S It not only is convenient and beneficial in connecting people and developing the business but it also can damage people relationships and interpersonal skills .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S Social media is only beneficial as long as we know how to use it in a correct and suitable way with the combination of both social media sites and daily life interaction to develop people 's potentials to the fullest .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

