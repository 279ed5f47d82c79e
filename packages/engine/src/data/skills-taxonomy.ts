// The skills the engine recognises in resumes and job descriptions: canonical names with their
// acronyms, expansions and spellings, by kind and area. Written as compact tables (one skill a
// line: "Name | alias | alias") and expanded once at load.

/** One skill: its canonical display name, other spellings/acronyms/synonyms, and its kind. */
export interface SkillEntry {
  name: string;
  aliases: readonly string[];
  kind: SkillKind;
  category: string;
}
export type SkillKind = 'hard' | 'soft' | 'tool' | 'certification';

const tables: Array<[SkillKind, string, string]> = [
  [
    'hard',
    'programming language',
    `
JavaScript | JS | ECMAScript
TypeScript | TS
Python
Java
C#| C sharp | csharp
C++ | cpp
C programming | C language | ANSI C
Go | Golang
Rust
Ruby
PHP
Kotlin
Swift
Objective-C
Scala
R programming | R language
MATLAB
Perl
Bash | shell scripting | shell script
PowerShell
SQL | structured query language
Dart
Elixir
Haskell
Lua
Groovy
VBA | visual basic for applications
Visual Basic | VB.NET
COBOL
Fortran
Julia
Solidity
Clojure
F#
Assembly language | x86 assembly
HTML | HTML5
CSS | CSS3
Sass | SCSS
GraphQL`,
  ],
  [
    'hard',
    'frontend',
    `
React | React.js | ReactJS
Angular | AngularJS
Vue.js | Vue | VueJS
Svelte
Next.js | NextJS
Nuxt.js | Nuxt
Redux
jQuery
Tailwind CSS | Tailwind
Bootstrap
Webpack
Vite
Babel
React Native
Flutter
Ionic
Electron
Storybook
Three.js
D3.js | D3
WebGL
WebSockets | WebSocket
Responsive design | responsive web design
Web accessibility | WCAG | accessibility | a11y
Progressive web apps | PWA
Single-page applications | SPA`,
  ],
  [
    'hard',
    'backend',
    `
Node.js | NodeJS | Node
Express.js | Express
NestJS
Fastify
Django
Flask
FastAPI
Spring Boot
Spring Framework
Ruby on Rails | Rails
Laravel
Symfony
ASP.NET | ASP.NET Core
.NET | dotnet | .NET Core
Hibernate
gRPC
REST APIs | REST | RESTful APIs | RESTful | REST API
API design
Microservices | microservice architecture | micro-services
Event-driven architecture
Distributed systems
System design
Serverless
Message queues
OAuth
JWT | JSON web tokens
WebAssembly | Wasm`,
  ],
  [
    'hard',
    'data',
    `
PostgreSQL | Postgres
MySQL
SQLite
Microsoft SQL Server | SQL Server | MSSQL
Oracle Database | Oracle DB | PL/SQL
MongoDB | Mongo
Redis
Cassandra
DynamoDB
Elasticsearch | Elastic Search
OpenSearch
Neo4j
Snowflake
BigQuery | Google BigQuery
Amazon Redshift | Redshift
Databricks
Apache Spark | Spark | PySpark
Apache Kafka | Kafka
Apache Airflow | Airflow
Hadoop
Hive
dbt
ETL | extract transform load
ELT
Data pipelines | data pipeline
Data warehousing | data warehouse
Data modeling | data modelling
Data engineering
Data analysis | data analytics | analyzing data
Data visualization | data visualisation
Data mining
Data cleaning | data cleansing
Database design
Database administration | DBA
Query optimization
NoSQL
Big data
Statistics | statistical analysis
A/B testing | AB testing | split testing
Hypothesis testing
Regression analysis | regression
Forecasting
Time series analysis | time series
Predictive modeling | predictive analytics
Pandas
NumPy
SciPy
Jupyter | Jupyter Notebook
Excel modeling | financial modeling | financial modelling`,
  ],
  [
    'hard',
    'machine learning',
    `
Machine learning | ML
Deep learning
Artificial intelligence | AI
Natural language processing | NLP
Computer vision | CV models
Large language models | LLMs | LLM
Generative AI | GenAI
Prompt engineering
Reinforcement learning
Neural networks | neural network
Transformers | transformer models
Feature engineering
Model deployment | MLOps
TensorFlow
PyTorch
Keras
scikit-learn | sklearn
XGBoost
Hugging Face | HuggingFace
LangChain
OpenCV
Recommendation systems | recommender systems`,
  ],
  [
    'hard',
    'cloud and devops',
    `
Amazon Web Services | AWS
Microsoft Azure | Azure
Google Cloud Platform | GCP | Google Cloud
Docker
Kubernetes | K8s
Terraform
Ansible
Chef
Puppet
Helm
CloudFormation | AWS CloudFormation | Cloud Formation
Jenkins
GitHub Actions
GitLab CI | GitLab CI/CD
CircleCI
CI/CD | continuous integration | continuous delivery | continuous deployment
DevOps
Site reliability engineering | SRE
Infrastructure as code | IaC
Linux
Unix
Windows Server
Nginx
Apache HTTP Server
Prometheus
Grafana
Datadog
Splunk
ELK stack
New Relic
AWS Lambda | Lambda
Amazon EC2 | EC2
Amazon S3 | S3
Amazon RDS | RDS
Amazon ECS | ECS
Amazon EKS | EKS
Google Kubernetes Engine | GKE
Azure DevOps
OpenShift
Vagrant
Observability
Monitoring
Incident response
Load balancing
Networking
TCP/IP
DNS
Caching
Performance tuning | performance optimization
Scalability
High availability
Disaster recovery
Cloud architecture
Cloud migration
Virtualization | VMware`,
  ],
  [
    'hard',
    'software practice',
    `
Git | version control
GitHub
GitLab
Bitbucket
Agile | agile methodology | agile methodologies
Scrum
Kanban
Test-driven development | TDD
Unit testing | unit tests
Integration testing
End-to-end testing | E2E testing
Test automation | automated testing
Selenium
Cypress
Playwright
Jest
JUnit
pytest
Mocha
Code review | code reviews
Object-oriented programming | OOP | object oriented programming
Functional programming
Design patterns
Data structures
Algorithms
Software architecture
Software development life cycle | SDLC
Debugging
Refactoring
Technical documentation
Mobile development | mobile app development
iOS development | iOS
Android development | Android
Web development
Full-stack development | full stack | full-stack
Backend development | back-end development
Frontend development | front-end development
Embedded systems | embedded software
Firmware
Blockchain
Game development | Unity | Unreal Engine`,
  ],
  [
    'hard',
    'security',
    `
Cybersecurity | cyber security | information security | InfoSec
Network security
Penetration testing | pen testing | ethical hacking
Vulnerability assessment | vulnerability management
Security operations | SOC
SIEM
Identity and access management | IAM
Encryption
Firewalls | firewall
Threat modeling
Incident handling
Risk assessment | risk analysis
Compliance | regulatory compliance
GDPR
HIPAA
SOC 2 | SOC2
ISO 27001
PCI DSS | PCI compliance
Zero trust
OWASP`,
  ],
  [
    'hard',
    'it support',
    `
Technical support | tech support
Help desk | helpdesk | service desk
Troubleshooting
Active Directory | AD
Microsoft 365 | Office 365 | O365
Ticketing systems | ticketing
ServiceNow
Jira Service Management | JSM
ITIL
Hardware installation | hardware support
Software installation
Network administration
System administration | sysadmin
Remote desktop support | remote support
Desktop support
Printer support
Group Policy
VPN
LAN/WAN | LAN | WAN
Backup and recovery | backups
Patch management
Mobile device management | MDM
Asset management | IT asset management`,
  ],
  [
    'hard',
    'design',
    `
User experience design | UX design | UX
User interface design | UI design | UI
UI/UX | UX/UI
Interaction design
Visual design
Graphic design
Product design
Wireframing | wireframes
Prototyping | prototypes
User research | UX research
Usability testing
Design systems | design system
Information architecture
Typography
Branding | brand identity
Illustration
Motion design | motion graphics
Video editing
Photography
3D modeling | 3D modelling
Web design
Print design
Layout design`,
  ],
  [
    'hard',
    'product and project',
    `
Product management
Product strategy
Product roadmap | roadmapping | roadmaps
Product lifecycle management | product lifecycle
Requirements gathering | requirements analysis
User stories
Market research
Competitive analysis
Go-to-market strategy | go-to-market | GTM
Project management
Program management
Project planning
Stakeholder management | stakeholder engagement
Risk management
Change management
Budget management | budgeting | budget planning
Resource planning | resource allocation
Scope management
Vendor management
Process improvement | continuous improvement
Business analysis
Business process modeling | process mapping
Strategic planning
Operations management
KPI tracking | KPIs | key performance indicators
OKRs
Cross-functional collaboration | cross-functional teams
Waterfall
PRINCE2 methodology
Lean | lean methodology
Six Sigma | Lean Six Sigma
Root cause analysis | RCA
Quality assurance | QA
Quality control | QC`,
  ],
  [
    'hard',
    'marketing',
    `
Digital marketing
Search engine optimization | SEO
Search engine marketing | SEM
Pay-per-click advertising | PPC | pay per click
Content marketing
Content strategy
Copywriting
Social media marketing | SMM | social media
Email marketing
Marketing automation
Brand management | brand strategy
Public relations | PR
Marketing analytics
Conversion rate optimization | CRO
Growth marketing | growth hacking
Affiliate marketing
Influencer marketing
Event marketing | event planning
Product marketing
Campaign management | marketing campaigns
Lead generation
Customer segmentation | segmentation
Market analysis
Google Analytics | GA4
Google Ads | AdWords
Facebook Ads | Meta Ads
HubSpot
Marketo
Mailchimp
Hootsuite
SEMrush
Ahrefs
WordPress
Technical writing
Editing | proofreading
Journalism
Community management`,
  ],
  [
    'hard',
    'sales and customer',
    `
Sales
B2B sales | business-to-business sales
B2C sales
Account management
Key account management
Business development | biz dev
Lead qualification
Prospecting | cold calling
Negotiation | negotiations
Closing deals | deal closing
Sales forecasting
Pipeline management | sales pipeline
Customer relationship management | CRM
Salesforce | SFDC
Zendesk
Customer service | customer support
Customer success
Customer retention | retention
Client relations | client relationship management
Upselling | cross-selling
Order processing
Retail sales
Merchandising | visual merchandising
Inventory management | inventory control
Point of sale | POS
Cash handling
Complaint resolution | conflict resolution with customers
Call center | contact center`,
  ],
  [
    'hard',
    'finance and accounting',
    `
Accounting
Financial accounting
Managerial accounting | management accounting
Accounts payable | AP
Accounts receivable | AR
General ledger | GL
Bookkeeping
Reconciliation | account reconciliation | bank reconciliation | reconciliations
Month-end close | month end close | financial close
Financial reporting | financial statements
Financial analysis
Financial planning and analysis | FP&A
Budgeting and forecasting
Variance analysis
Cost accounting
Tax preparation | tax returns
Tax compliance | taxation
Auditing | audit | internal audit | external audit
Payroll | payroll processing
Billing | invoicing
Cash flow management | cash flow
Treasury
GAAP | US GAAP | generally accepted accounting principles
IFRS
Sarbanes-Oxley | SOX
Revenue recognition
Fixed assets
Accruals
Credit control | collections
Expense management | expense reports
Investment analysis
Portfolio management
Valuation
Risk modeling
Underwriting
Corporate finance
Mergers and acquisitions | M&A
Due diligence
Procurement | purchasing
QuickBooks
Xero
Sage
SAP
Oracle Financials | Oracle EBS
NetSuite
Microsoft Dynamics | Dynamics 365
Bloomberg Terminal | Bloomberg`,
  ],
  [
    'hard',
    'human resources',
    `
Recruiting | recruitment | talent acquisition
Sourcing candidates | sourcing
Interviewing
Onboarding
Employee relations
Performance management
Compensation and benefits | compensation | benefits administration
HR policies
Labor law | employment law
Training and development | learning and development | L&D
Workforce planning
Succession planning
Diversity and inclusion | DEI | D&I
Employee engagement
HR information systems | HRIS
Workday
BambooHR
ADP
Applicant tracking systems | ATS`,
  ],
  [
    'hard',
    'healthcare',
    `
Patient care
Patient assessment
Medication administration
Electronic medical records | EMR | electronic health records | EHR
Epic Systems | Epic
Cerner
Vital signs
Phlebotomy
Wound care
IV therapy
Infection control
Care planning | care plans
Patient education
Triage
Critical care | ICU
Emergency care | emergency medicine
Pediatrics
Geriatrics
Oncology
Surgery | surgical
Clinical research | clinical trials
Clinical documentation
Medical terminology
Medical coding | ICD-10 | CPT coding
Medical billing
Pharmacology
Pharmacy practice | dispensing
Prescription review | medicines reconciliation
Patient safety
Safeguarding
Mental health
Physical therapy | physiotherapy
Occupational therapy
Radiology
Laboratory testing | lab testing
Healthcare administration
HIPAA compliance`,
  ],
  [
    'hard',
    'administration',
    `
Administrative support | admin support
Office management | office administration
Scheduling | calendar management
Data entry
Record keeping | records management
Filing
Reception | front desk
Travel arrangements | travel planning
Meeting coordination | meeting planning
Correspondence
Typing
Transcription
Document management
Minute taking
Executive support
Facilities management
Mail handling
Customer inquiries
Bilingual`,
  ],
  [
    'hard',
    'logistics and operations',
    `
Supply chain management | supply chain | SCM
Logistics
Warehouse management | warehousing
Shipping and receiving
Distribution
Fleet management
Demand planning
Inventory planning
Route planning
Import/export | customs
Vendor relations
Order fulfillment
Production planning
Materials management
Forklift operation | forklift
Health and safety | occupational health and safety | OSHA
Quality management
Lean manufacturing
Manufacturing
Process engineering
Mechanical engineering
Electrical engineering
Civil engineering
Chemical engineering
Industrial engineering
Computer-aided design | CAD
AutoCAD
SolidWorks
Revit
CNC machining | CNC
PLC programming | PLC
Blueprint reading | blueprints
Welding
Carpentry
Plumbing
HVAC
Electrical wiring
Construction management
Site management
Estimating | cost estimating
Surveying
Project scheduling`,
  ],
  [
    'hard',
    'education and other',
    `
Curriculum development | curriculum design
Lesson planning
Classroom management
Instructional design
E-learning | eLearning
Tutoring
Student assessment | assessment design
Special education
Academic advising
Grant writing
Fundraising
Nonprofit management
Legal research
Contract drafting | contract management
Litigation
Legal writing
Case management
Regulatory affairs
Policy analysis
Public speaking
Research
Scientific writing
Laboratory skills
Food safety
Food preparation | cooking
Hospitality
Guest services
Event management
Real estate
Property management
Translation | interpreting`,
  ],
  [
    'tool',
    'productivity tools',
    `
Microsoft Excel | Excel | MS Excel
Microsoft Word | MS Word
Microsoft PowerPoint | PowerPoint
Microsoft Outlook | Outlook
Microsoft Office | MS Office
Microsoft Teams
Microsoft Access | MS Access
SharePoint
Google Workspace | G Suite | Google Docs | Google Sheets
Slack
Zoom
Jira
Confluence
Trello
Asana
Monday.com
Notion
Airtable
Smartsheet
Microsoft Project | MS Project
Visio
Tableau
Power BI | PowerBI
Looker
Qlik
Alteryx
SPSS
SAS
Stata
Figma
Sketch
Adobe XD
Adobe Photoshop | Photoshop
Adobe Illustrator | Illustrator
Adobe InDesign | InDesign
Adobe Premiere Pro | Premiere Pro
Adobe After Effects | After Effects
Adobe Creative Suite | Adobe Creative Cloud
Canva
InVision
Miro
Postman
Visual Studio Code | VS Code
Visual Studio
IntelliJ IDEA | IntelliJ
Xcode
Android Studio
Eclipse IDE
npm
Yarn
Maven
Gradle
Kibana
Twilio
Stripe
Shopify
Zapier
Power Automate
UiPath`,
  ],
  [
    'certification',
    'certification',
    `
Project Management Professional | PMP
Certified ScrumMaster | CSM
Professional Scrum Master | PSM
PRINCE2 | PRINCE2 Practitioner
Certified Associate in Project Management | CAPM
Certified Public Accountant | CPA
Chartered Financial Analyst | CFA
Certified Management Accountant | CMA
Certified Internal Auditor | CIA
ACCA
Chartered Accountant
Certified Information Systems Security Professional | CISSP
Certified Information Security Manager | CISM
Certified Ethical Hacker | CEH
CompTIA Security+ | Security+
CompTIA Network+ | Network+
CompTIA A+ | A+ certification
Cisco Certified Network Associate | CCNA
Cisco Certified Network Professional | CCNP
AWS Certified Solutions Architect | AWS Solutions Architect
AWS Certified Developer
AWS Certified Cloud Practitioner
AWS Certified SysOps Administrator
Microsoft Certified: Azure Administrator | AZ-104
Microsoft Certified: Azure Fundamentals | AZ-900
Google Cloud Professional Cloud Architect
Certified Kubernetes Administrator | CKA
ITIL Foundation | ITIL certification
Six Sigma Green Belt | Green Belt
Six Sigma Black Belt | Black Belt
Registered Nurse | RN
Licensed Practical Nurse | LPN
Basic Life Support | BLS
Advanced Cardiovascular Life Support | ACLS
Pediatric Advanced Life Support | PALS
Certified Nursing Assistant | CNA
Doctor of Pharmacy | PharmD
SHRM Certified Professional | SHRM-CP
Professional in Human Resources | PHR
Google Analytics Certification | Google Analytics Certified
Google Ads Certification
HubSpot Content Marketing Certification
Salesforce Certified Administrator
Certified Financial Planner | CFP
Series 7
Series 63
Tableau Desktop Specialist
Microsoft Office Specialist | MOS
Teaching license | teaching certificate
First Aid | CPR | First Aid/CPR
ServSafe
Forklift certification
OSHA 30 | OSHA 10`,
  ],
  [
    'soft',
    'soft skill',
    `
Communication | communication skills | communicating
Written communication | writing skills
Verbal communication | oral communication
Leadership | leading teams | team leadership
Teamwork | team work | collaboration | collaborative
Problem solving | problem-solving | solving problems
Critical thinking
Analytical skills | analytical thinking | analytical
Attention to detail | detail orientation
Time management
Organization | organizational skills | organisational skills
Adaptability | flexibility | adaptable
Creativity | creative thinking | creative
Innovation
Decision making | decision-making
Interpersonal skills | interpersonal
Emotional intelligence
Empathy
Active listening | listening skills
Presentation skills | presenting | presentations
Negotiation skills
Conflict resolution
Customer focus | customer-focused | customer orientation
Mentoring | mentorship | coaching
Stakeholder communication
Multitasking
Prioritization | prioritizing
Self-motivation | self-motivated
Initiative
Accountability
Ownership
Reliability
Work ethic
Integrity
Professionalism
Resilience
Patience
Persuasion | persuasive
Influencing | influence
Relationship building | building relationships
Networking skills
Cultural awareness | cultural competence
Curiosity
Learning agility | willingness to learn | eager to learn
Strategic thinking
Planning
Delegation | delegating
Team building
People management | managing people
Coaching skills
Facilitation | facilitating
Collaboration across teams
Customer empathy
Diplomacy | tact
Stress management | working under pressure
Positive attitude
Dependability
Resourcefulness
Self-awareness
Open-mindedness
Judgment | sound judgment
Logical thinking
Research skills
Storytelling
Public relations skills
Mediation
Cross-cultural communication
Remote collaboration
Process orientation
Results orientation
Vision
Empowerment
Motivating others | motivating teams
Giving feedback | feedback
Receiving feedback
Inclusivity
Confidentiality | discretion
Organizational awareness
Business acumen | commercial awareness
Financial acumen
Technical aptitude | technical skills
Numeracy | numerical skills
Literacy
Bilingual communication`,
  ],
];

function expand(): SkillEntry[] {
  const entries: SkillEntry[] = [];
  for (const [kind, category, table] of tables) {
    for (const row of table.split('\n')) {
      const parts = row
        .split('|')
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length === 0) continue;
      entries.push({ name: parts[0]!, aliases: parts.slice(1), kind, category });
    }
  }
  return entries;
}

/** Every skill the engine knows. */
export const skillsTaxonomy: readonly SkillEntry[] = expand();
