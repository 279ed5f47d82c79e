/**
 * Labels that open a line of a role's body in project-style resumes ('Description: …',
 * 'Responsibilities: …', 'Technologies used: …'). Such a line is never a role's title or
 * company. Labels that also open sections of their own ('Skills:', 'Languages:', 'Projects:')
 * are left out. Lowercase, without the colon.
 */
export const roleLineLabels = new Set(
  `description|project description|job description|responsibilities|key responsibilities|
  main responsibilities|duties|main duties|tasks|achievements|key achievements|accomplishments|
  results|highlights|key highlights|technologies|technologies used|technology|technology stack|tech stack|stack|tech|tools|
  tools used|environment|skills used|frameworks|platform|platforms|team size|team|role|my role|
  client|customer|domain|industry|product|project|methodology|databases|scope|reason for leaving|synopsis|overview|role summary|position summary|key tasks|main tasks`
    .split('|')
    .map((label) => label.trim()),
);
