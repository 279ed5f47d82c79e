/**
 * Labels that open a line of a role's body in project-style resumes ('Description: …',
 * 'Responsibilities: …', 'Technologies used: …'). Such a line is never a role's title or
 * company. Labels that also open sections of their own ('Skills:', 'Languages:', 'Projects:')
 * are left out. Lowercase, without the colon; also in French, Spanish, Portuguese, German and
 * Italian ('Technologies utilisées : PHP'). A teacher's roles name the course taught
 * ('Course: Bioinformatics'), a researcher's their focus ('Focus: Research and management'), and
 * consultants' resumes say what the employer does ('Company's overview: a regional grocer'), and
 * many resumes why a job ended ('Reason for departure: reorganisation').
 */
export const roleLineLabels = new Set(
  `description|project description|job description|responsibilities|key responsibilities|
  main responsibilities|main activities and responsibilities|duties|main duties|tasks|achievements|key achievements|accomplishments|
  results|highlights|key highlights|technologies|technologies used|technology|technology stack|tech stack|stack|tech|tools|
  tools used|environment|skills used|frameworks|platform|platforms|team size|team|role|my role|
  client|customer|domain|industry|product|project|methodology|databases|scope|reason for leaving|reasons for leaving|reason of leaving|reason for departure|reason for resignation|synopsis|overview|role summary|position summary|key tasks|main tasks|
  company overview|company's overview|company description|company profile|about the company|about company|organisation overview|organization overview|
  course|courses|courses taught|subject|subjects|focus|research focus|
  technologies utilisées|environnement|environnement technique|outils|missions|réalisations|tâches|
  tecnologías|tecnologías utilizadas|tecnologias|tecnologias utilizadas|herramientas|ferramentas|
  responsabilidades|logros|technologien|aufgaben|werkzeuge|tecnologie|strumenti`
    .split('|')
    .map((label) => label.trim()),
);
