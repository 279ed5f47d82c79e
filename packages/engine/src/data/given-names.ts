// Common given names across many languages, lowercase, for cutting a name whose word gap was
// lost ('AMANDAMARTEL' -> 'AMANDA MARTEL') when no email or link spells it. Only names of
// three letters or more; a name missing here leaves the text as it was written.
const NAMES = `
aaron abdul abdullah abel abigail abraham adam adebayo adel adrian adriana agnes ahmad ahmed
aiden aisha akira alan albert alberto alejandra alejandro aleksandr alex alexander alexandra
alexandre alexis alfred ali alice alicia alina alistair allison alma amal amanda amber amelia
amina amir amit amy ana anastasia anders andre andrea andreas andrei andres andrew andy angel
angela angelica anil anita ankit ann anna anne annie anthony anton antonio anya arjun arman
arnav arthur arun asha ashley ashok aurora austin ava ayesha barbara beatriz ben benjamin bernard
beth betty bianca bilal bill bob bogdan boris brandon brenda brian bridget bruno bryan caitlin
camila camille carl carla carlos carmen carol caroline carolyn catherine cecilia cedric celine
charles charlotte chen chiara chloe chris christian christina christine christopher cindy claire
clara claudia colin connor cristina dale dan dana daniel daniela danielle daria david dean
deborah deepak denis dennis derek diana diane diego dimitri dina divya dmitry dominic donald
donna dorothy douglas duc dylan eduardo edward elena eli elias elif elijah elisa elizabeth ella
ellen emeka emily emma emmanuel enrique eric erica erik erin esther ethan eugene eva evan
evelyn fabio fahad farah fatima federico felipe felix fernando filip fiona florian frank
franz fred gabriel gabriela gabrielle gary gaurav george georgia gerald giorgio giovanni giulia
gloria gordon grace greg gregory guillaume gustavo hana hannah hans harold harry hassan heather
hector heidi helen helena henry hiroshi hugo hussein ian ibrahim igor ilya imran ines ingrid
irina isaac isabel isabella ivan jack jacob jacqueline jake james jan jane janet jason javier
jean jeff jeffrey jennifer jeremy jerry jessica jiang jin joan joanna joe joel johan john
jonathan jorge jose joseph joshua juan judith julia julian julie juliet justin kamal karen
karim karina karl kate katherine kathleen kathryn katie kavya kayla keith kelly kenji kenneth
kevin khalid kim kimberly kiran kofi krishna kristina kumar kyle lars laura lauren layla leah
lena leo leon leonardo liam lily lin linda lisa liu lorenzo louis lucas lucia luis luka lukas
madison maria mariam marie marina mario mark marko martin mary mateo matteo matthew maurice max
maya megan mehmet melissa mia michael michelle miguel mikhail milan mohamed mohammad mohammed
monica muhammad nadia nancy naomi natalia natalie nathan neha nicholas nicola nicole nikhil
nikita nina noah noor nora oleg olga oliver olivia omar oscar pablo pamela paolo patricia
patrick paul paula pedro peter philip pierre pooja priya rachel rafael rahul raj rajesh ramon
raphael raquel ravi rebecca reza ricardo richard rita robert roberto robin rohan roman rosa
ruth ryan sabrina sadia sahil salma sam samantha samir samuel sandra sara sarah scott sean
sebastian sergei sergio shannon sharon sheila shreya simon sofia sonia sophia sophie stefan
stephanie stephen steven sunil susan svetlana tamara tanya tara teresa thomas tiffany tim
timothy tina tom tomas tony tyler valentina vanessa vera veronica victor victoria vikram
vincent viktor vivek walter wei william xavier yan yasmin yuki yusuf zainab zara zhang zoe
`;

/** Given names, lowercase. */
export const givenNames: ReadonlySet<string> = new Set(NAMES.split(/\s+/).filter(Boolean));
