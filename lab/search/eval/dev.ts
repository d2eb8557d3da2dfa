/**
 * The dev set: needs phrased the way people and assistants phrase them, judged by reading titles and
 * bodies of the pinned corpus (never by running the search). Tuning may look at these; it must never
 * look at ./held-out.ts. Most share no content word with the titles they should find (see
 * tests/corpus/eval-sets.test.ts, which measures it), some have typos, a few are German, Spanish or French.
 */
import { SECOND_SET_CASES, FIRST_SET_CASES, type RelevanceCase } from './relevance';
import { FORMER_HELD_OUT } from './dev-former-held-out';

const NEW_DEV: RelevanceCase[] = [
  // short
  { query: 'did this student copy their essay', relevant: ['plagiarism-checker'] },
  { query: 'explain algebra to my kid', relevant: ['math-teacher', 'innovative-math-teaching-method', 'socratic-universal-tutor'] },
  {
    query: 'make my writing sound less robotic',
    relevant: [
      'prompt-for-humanizing-ai-text-english-version',
      'make-ai-responses-sound-more-human-like',
      'make-ai-write-naturally',
      'plaintalk-style-guide',
      'lower-ai-generation-rate',
    ],
  },
  { query: 'what does my nightmare mean', relevant: ['dream-interpreter'] },
  { query: 'my dog keeps barking at strangers', relevant: ['pet-behaviorist'] },
  { query: 'horoscope for this week', relevant: ['astrologer', 'astrologer-2'] },
  { query: 'strong random passphrase', relevant: ['password-generator', 'secure-password-generator-tool'] },
  { query: 'tell me some jokes on stage', relevant: ['stand-up-comedian', 'joker-tech-humor-master'] },
  { query: 'weird noise from my engine', relevant: ['automobile-mechanic'] },
  { query: 'toothache remedies', relevant: ['dentist'] },
  { query: 'pretend to be a bash prompt', relevant: ['linux-terminal'] },
  { query: 'picture made of keyboard characters', relevant: ['ascii-artist'] },
  { query: 'mark my pupils homework', relevant: ['course-assignment-grader', 'ai-assistant-for-university-assignments'] },
  { query: 'is this text message a con', relevant: ['scam-detection-conversation-helper', 'live-scam-threat-briefing', 'cyberscam-survival-simulator'] },
  { query: 'noughts and crosses', relevant: ['tic-tac-toe-game'] },
  { query: 'spit some bars about my city', relevant: ['rapper'] },
  { query: 'pimples on my forehead', relevant: ['skin-care-for-acne-and-freckles', 'dermatology-consultation-guide'] },
  { query: 'solidity smart contract', relevant: ['ethereum-developer', 'build-a-web3-wallet-on-playnance-blockchain'] },
  { query: 'plagarism detectr', relevant: ['plagiarism-checker'] },
  { query: 'resturant revew', relevant: ['food-critic'] },
  { query: 'hororscope readng', relevant: ['astrologer', 'astrologer-2'] },
  { query: 'akinator', relevant: ['guessing-game-master'] },
  {
    query: 'kubernetes deploy pipeline',
    relevant: ['devops-engineer', 'devops-automator', 'comprehensive-devops-guide', 'devops-architect', 'ci-cd-strategy-for-springboot-rest-apis-deployment'],
  },
  { query: 'Gedicht über den Herbst', relevant: ['poet'] },
  {
    query: 'receta con lo que tengo en la nevera',
    relevant: [
      'ios-recipe-generator-create-recipes-from-available-ingredients',
      'dynamic-recipe-generator-from-available-ingredients',
      'constraint-first-recipe-generator-playful-edition',
      'chef',
      'personal-chef',
    ],
  },
  { query: 'lettre de motivation', relevant: ['cover-letter', 'dynamic-cover-letter-generator'] },
  { query: 'what should I wear to a black-tie gala', relevant: ['personal-stylist'] },
  { query: 'what to get my dad for his 60th', relevant: ['customized-gift-idea-brainstorm-assistant', 'personal-shopper'] },
  { query: 'keep an eye on my toddlers this evening', relevant: ['babysitter'] },
  { query: 'put me in a trance so I stop snacking', relevant: ['hypnotherapist'] },
  {
    query: 'learn to build web UIs with components and hooks',
    relevant: ['teacher-of-react-js', 'senior-frontend-developer', 'next-js-specialized-front-end-developer'],
  },
  { query: 'which lipstick suits my skin tone', relevant: ['makeup-artist'] },
  { query: "arrange a bouquet for mother's day", relevant: ['florist'] },
  { query: 'a haiku about rain', relevant: ['poet'] },
  { query: 'catchy web address for my bakery', relevant: ['smart-domain-name-generator'] },
  { query: 'which tickets should the team pick up first this iteration', relevant: ['sprint-prioritizer'] },
  { query: 'run this JS snippet and tell me the output', relevant: ['javascript-console'] },
  { query: 'a fingerpicking tune for my six-string', relevant: ['acoustic-guitar-composer'] },
  { query: 'teach me about the fall of ancient rome', relevant: ['historian'] },
  { query: 'how should I put my savings to work', relevant: ['investment-manager', 'financial-analyst', 'personal-financial-adviosr'] },
  { query: 'find the least expensive flights to Bali', relevant: ['cheap-travel-ticket-advisor'] },
  // single sentences
  {
    query: 'which licence should my github project use, MIT or GPL?',
    relevant: ['open-source-free-license-selection-assistant', 'license-selection-assistant-from-intellectual-property-expert'],
  },
  { query: 'narrate the soccer game live like a TV announcer', relevant: ['football-commentator'] },
  { query: 'help me redo the look of my apartment on a budget', relevant: ['interior-decorator'] },
  { query: 'I need to figure out how much I owe the IRS this year', relevant: ['accountant', 'personal-financial-adviosr'] },
  {
    query: 'co-write a fiction book with me, chapter by chapter',
    relevant: ['novelist', 'escritor-de-livros-completo', 'creative-short-story-writing', 'master-chinese-web-novel-author'],
  },
  {
    query: 'turn my lecture recording notes into a tidy summary of what was decided',
    relevant: ['default-meeting-summary', 'transcript-to-notes', 'note-taking-assistant'],
  },
  { query: 'what do the numbers in my birth date say about my personality', relevant: ['numerology-expert-guidance', 'personalized-numerology-reading'] },
  {
    query: 'set up continuous integration so every push runs the tests and ships to production',
    relevant: ['devops-engineer', 'devops-automator', 'comprehensive-devops-guide', 'devops-architect', 'ci-cd-strategy-for-springboot-rest-apis-deployment'],
  },
  { query: 'quiz me on kanji every morning', relevant: ['japanese-kanji-quiz-machine', 'aprendizaje-diario-de-japones'] },
  {
    query: "bring back my grandma's faded, scratched wedding picture",
    relevant: [
      'ultra-detailed-vintage-photo-restoration-and-colorization',
      'ultra-detailed-vintage-photo-restoration-and-colorization-2',
      'ultra-high-resolution-portrait-restoration',
    ],
  },
  {
    query: 'build me a slide deck for my quarterly review',
    relevant: ['ppt-generation-assistant', 'excel-data-to-figma-presentation-designer', 'academic-graduation-presentation-guide'],
  },
  {
    query: 'plan the episodes of my new audio show',
    relevant: ['master-podcast-producer-sonic-storyteller', 'the-ultimate-podcast-format-audio-branding-architect'],
  },
  { query: 'argue the opposite side so I can practise for a tournament', relevant: ['debater', 'debate-coach'] },
  {
    query: 'do we have free will or is everything determined?',
    relevant: ['philosopher', 'philosophy-teacher', 'socrat', 'socratic-method-for-ethical-discussions'],
  },
  { query: 'spot the flaws in the reasoning of this op-ed', relevant: ['fallacy-finder', 'critical-parallel-inquiry-format'] },
  { query: 'what handmade items would sell well on my online craft shop', relevant: ['act-as-an-etsy-niche-product-researcher', 'digital-product-ideas'] },
  { query: 'a stretching and breathing routine to start my day', relevant: ['yogi'] },
  { query: 'a 12 week program to build muscle at the gym', relevant: ['personal-trainer', 'virtual-fitness-coach', 'remote-worker-fitness-trainer'] },
  { query: 'my husband and I keep fighting about chores', relevant: ['relationship-coach', 'dear-sugar-candid-advice-on-love-and-life'] },
  {
    query: 'my script takes forever to run on big files, make it faster',
    relevant: ['python-code-performance-quality-enhancer', 'optimize-large-data-reading-in-code', 'performance-engineer'],
  },
  {
    query: 'clean up this tangled old module without changing what it does',
    relevant: ['refactoring-expert', 'improve-the-following-code', 'coding-structure-with-mvc-and-solid-principles'],
  },
  {
    query: 'write a wiki so new hires understand our repository',
    relevant: [
      'codebase-wiki-documentation-skill',
      'technical-codebase-discovery-onboarding-prompt',
      'github-code-structure-tutor',
      'deep-github-repository-understanding',
      'multi-audience-application-discovery-documentation-prompt',
    ],
  },
  { query: 'write up what went wrong after last night’s outage', relevant: ['postmortem', 'root-cause-analyst'] },
  {
    query: 'survey the prior research on my dissertation topic',
    relevant: [
      'literature-review-writing-assistant',
      'bibliographic-review-writing-assistant',
      'exploring-gaps-in-thesis-writing-literature-with-chatgpt',
      'literature-reading-and-analysis-assistant',
    ],
  },
  { query: 'is this viral claim actually true?', relevant: ['fact-checking-evaluation-assistant'] },
  { query: 'write short search ad headlines for my shoe shop', relevant: ['google-ads-title-copywriter', 'advertiser'] },
  { query: 'a coloring page of a dinosaur for my four year old', relevant: ['childs-coloring-style'] },
  { query: 'my blood sugar readings are high, what should I change', relevant: ['diabetes-treatment-advisor'] },
  { query: 'my friend is choking, what do I do right now', relevant: ['emergency-response-professional'] },
  { query: 'find me a three bedroom home to buy under 400k', relevant: ['real-estate-agent'] },
  { query: 'is my website usable with a screen reader?', relevant: ['accessibility-auditor', 'accessibility-expert', 'accessibility-testing-superpower'] },
  { query: 'is the difference between my two test groups significant', relevant: ['statistician'] },
  {
    query: 'draw a mind map for our brainstorming session',
    relevant: ['creer-une-carte-mentale-pour-seance-d-ideation', 'diagram-generator', 'whiteboard-diagrams'],
  },
  {
    query: 'make exercises that really make third graders think',
    relevant: ['kognitiv-aktivierende-aufgaben-erstellen', 'fill-in-the-blank-worksheets-generator'],
  },
  { query: 'Ich möchte Spanisch lernen, kannst du mich unterrichten?', relevant: ['learn-to-speak-spanish'] },
  {
    query: 'revisa mi currículum y dime qué mejorar',
    relevant: [
      'act-as-a-resume-reviewer',
      'cv-writing-assistant',
      'resume-tailoring',
      'ats-resume-scanner-simulator',
      'resume-quality-reviewer-green-flag-edition',
    ],
  },
  {
    query: 'corrige les fautes de grammaire dans mon texte',
    relevant: ['proofreader', 'english-translator-and-improver', 'multilingual-writing-improvement-assistant'],
  },
  { query: 'hlep me wrte a cover lettr for a nursing job', relevant: ['cover-letter', 'dynamic-cover-letter-generator'] },
  // paragraph-long requests
  {
    query:
      "Hi! So I've been at the same company for six years and I'm finally looking around. The problem is that my CV is two pages of bullet points that I wrote in 2019 and nobody ever reads past the first one. I'm a backend engineer, mostly Java and some Kubernetes. Could you go through it like a recruiter would, tell me what jumps out, what's weak, and what I should cut? I'll paste it below once you confirm you can do this. Be honest, I can take it.",
    relevant: [
      'act-as-a-resume-reviewer',
      'cv-writing-assistant',
      'resume-tailoring',
      'ats-resume-scanner-simulator',
      'resume-quality-reviewer-green-flag-edition',
      'act-as-a-job-application-reviewer',
    ],
  },
  {
    query:
      'The user is a high-school teacher preparing for next week. She teaches history to sixteen-year-olds and says they zone out during lectures. She wants something she can run in class: a set of questions that get the students arguing about causes of the First World War, rather than memorising dates. She asked me to find a prompt that could lead a discussion by asking questions instead of giving answers. Please find a suitable prompt she can adapt.',
    relevant: ['socrat', 'socratic-method', 'socratic-method-for-ethical-discussions', 'socratic-universal-tutor', 'historian', 'debate-coach'],
  },
  {
    query:
      "ok so this is going to sound silly but I've been having the same dream for like three weeks now. I'm in my childhood house and all the doors lead to the same kitchen and my teeth start falling out when I try to call my mom. I wake up really anxious. I don't really believe in this stuff but my sister says it means something about change in my life. Can you help me understand what it might be about? thanks",
    relevant: ['dream-interpreter'],
  },
  {
    query:
      "We're a small team (4 devs) and our Python service has grown to about 60k lines. Nobody wrote tests in the early days, so now every release breaks something. I'd like an assistant that looks at a module, figures out what the functions are supposed to do, and produces pytest cases for the edge cases, including mocks for the database layer. We use Django REST framework for the API part. What prompt would fit this?",
    relevant: [
      'unit-tester-assistant',
      'django-unit-test-generator-for-viewsets',
      'test-automation-expert',
      'test-first-bug-fixing-approach',
      'typescript-unit-testing-with-vitest',
    ],
  },
  {
    query:
      "I run a tiny bakery in Lyon and I want more people to find us online. We have an Instagram account with 300 followers and a website nobody visits. I'm not a marketer and I don't have a budget for an agency. I'd love a weekly plan of what to post, with ideas for captions and hashtags, and maybe how to get local food bloggers interested. Nothing fancy, just something I can keep up with between baking at 4am and closing at 7pm.",
    relevant: ['social-media-manager', 'social-media-influencer', 'marketing-mastermind-for-product-promotion', 'advertiser'],
  },
  {
    query:
      "My grandfather is 82 and just got his first smartphone. He keeps calling me because the screen goes dark, or he can't find the photos my aunt sent on WhatsApp, or the phone 'speaks' to him (I think he keeps turning on the voice assistant). I live three hours away so I can't sit next to him. I'd like something that can walk him through these problems very patiently, in plain words, without jargon, step by step. Is there a prompt for that?",
    relevant: ['non-technical-it-help-clarity-assistant', 'tech-troubleshooter', 'it-expert'],
  },
  {
    query:
      "Context for the tool call: the person I'm helping is launching a SaaS next month and needs the page visitors land on when they click an ad. They want a headline, a short subheadline, three benefit blocks, testimonials, and a pricing section that pushes people to the annual plan. The tone should be confident but not hypey. They explicitly asked for persuasive copy that converts, structured section by section, not the HTML.",
    relevant: ['landing-page-copy-architect-conversion-framework-prompt', 'saas-landing-page-builder', 'master-storyteller-and-sales-copywriter-prompt'],
  },
  {
    query:
      "I'm planning a surprise 40th birthday weekend for my wife. There will be about 25 guests, some flying in from abroad, and I need to sort out where everyone sleeps, a dinner venue, transport from the airport, a rough schedule for Saturday, and a budget. I keep forgetting things and my spreadsheet is a mess. I'd love help thinking through all the moving parts so nothing falls through the cracks and she doesn't find out.",
    relevant: ['logistician', 'virtual-event-planner', 'gathering-planner-interview'],
  },
  {
    query:
      'Hallo! Ich arbeite als Entwickler und muss nächste Woche eine Pull-Request-Überprüfung für einen Kollegen machen. Der Code ist in TypeScript, ziemlich groß, und ich habe wenig Zeit. Ich suche einen Prompt, der den Code auf Fehler, Sicherheitsprobleme und schlechten Stil prüft und konkrete Verbesserungsvorschläge macht. Am liebsten mit einer klaren Struktur, damit ich die Kommentare direkt übernehmen kann.',
    relevant: [
      'code-reviewer',
      'pull-request-review-assistant',
      'the-ultimate-typescript-code-review',
      'code-review-assistant',
      'code-review-expert',
      'comprehensive-code-review-expert',
      'code-review-specialist',
      'code-review-agent',
    ],
  },
  {
    query:
      'Hola, tengo un pequeño negocio de camisetas personalizadas y quiero lanzar una tienda en línea. No sé nada de diseño gráfico pero necesito un símbolo que represente la marca, algo simple, moderno, que funcione en blanco y negro y en las etiquetas. ¿Hay algún prompt que me ayude a diseñar esa imagen de marca y me explique las opciones de colores y tipografía?',
    relevant: ['logo-designer', 'custom-logo-design-for-website', 'creative-branding-strategist'],
  },
  {
    query:
      'Background: the user is a junior analyst who was handed a CSV export of 200k bank transactions and asked to find anything unusual before a compliance audit on Friday. She knows Excel but not much else. She wants a step-by-step way to clean the data, spot outliers and duplicated payments, and summarise the findings in a short report for her manager. Find the prompt that best supports this kind of data analysis.',
    relevant: [
      'bank-transaction-analysis',
      'data-analyst',
      'lead-data-analyst-with-data-engineering-expertise',
      'lead-data-analyst-for-actionable-insights',
      'data-architect-business-strategist-csv-audit-pipeline',
      'integrity-compliance-officer-audit-protocol',
    ],
  },
  {
    query:
      "I have a job interview at a bank next Tuesday for a junior financial analyst role. It's a panel of three people and I heard they ask a lot of behavioural questions and some case questions about valuation. I get really nervous and tend to ramble. I would like to rehearse: can you play the interviewer, ask me the questions one by one, wait for my answer and then give feedback on how I did, before moving on to the next question?",
    relevant: [
      'job-interviewer',
      'interview-preparation-coach',
      'interview-preparation-coach-2',
      'university-admission-interview-simulation',
      'pre-interview-intelligence-dossier',
    ],
  },
  {
    query:
      "So we're building a mobile app for a gym chain and the client just sent over about forty screenshots of their current app and a competitor's. They want an assessment of what's confusing, what is hard to reach with one thumb, where the visual hierarchy breaks down, and a prioritised list of fixes. I'm the only designer on the project and would like a structured review framework to go through the screens systematically.",
    relevant: ['comprehensive-ui-ux-mobile-app-analysis', 'ux-ui-developer', 'ui-designer-role'],
  },
  {
    query:
      "Long story short: I inherited a legacy PHP monolith from a contractor who disappeared. There's no documentation, the database has 140 tables, and the business wants to know whether to rewrite or keep patching. Before I can answer I need to understand what the code actually does, find the risky parts, and write up an assessment. I'm looking for something that dissects a codebase methodically and reports what it finds.",
    relevant: [
      'php-microscope-forensic-codebase-autopsy-protocol',
      'comprehensive-repository-analysis',
      'comprehensive-repository-audit-remediation-prompt',
      'technical-codebase-discovery-onboarding-prompt',
      'deep-github-repository-understanding',
      'code-recon',
      'comprehensive-repository-analysis-and-bug-fixing-framework',
    ],
  },
  {
    query:
      "I am writing my master's thesis in sociology on remote work and loneliness. My supervisor said my chapter two is just a list of papers, one after another, without any argument, and that I need to group them by theme, show where they disagree, and point out what nobody has studied yet. I have about 45 sources in Zotero. Could you help me restructure it into a proper synthesis, and tell me where the gaps are?",
    relevant: [
      'literature-review-writing-assistant',
      'bibliographic-review-writing-assistant',
      'exploring-gaps-in-thesis-writing-literature-with-chatgpt',
      'synthesis-architect-pro',
      'literature-reading-and-analysis-assistant',
      'comprehensive-academic-paper-writing-guide',
    ],
  },
  {
    query:
      "My daughter (she's seven) can't fall asleep without a story, and I've run out of books. She loves dragons, her cat Pepper, and anything with a little mystery. I'd like to make up a new one each night that's calm, ends happily, takes about five minutes to read aloud and maybe sneaks in a small lesson about being kind or brave. Can you find me something that writes those?",
    relevant: ['children-s-book-creator', 'storyteller', 'children-s-story-about-apples', 'story-generator', 'creative-short-story-writing'],
  },
  {
    query:
      "The user pasted this: 'I've been feeling low for months, I don't enjoy things anymore, I sleep badly and I snap at everyone at work. I'm not in danger or anything, I just want to talk to someone who'll listen and maybe give me some strategies, because the waiting list for a counsellor here is four months.' They asked for a supportive conversation partner. Which prompt should I use?",
    relevant: ['mental-health-adviser', 'psychologist', 'friend', 'psychology-clinic-assistant'],
  },
];

/** Everything tuning may look at: the repo's first sets, this file's needs and the former held-out needs. */
export const DEV_CASES: RelevanceCase[] = [...FIRST_SET_CASES, ...SECOND_SET_CASES, ...NEW_DEV, ...FORMER_HELD_OUT];
