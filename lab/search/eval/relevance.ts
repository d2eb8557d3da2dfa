/**
 * A hand-judged relevance set: queries phrased the way people describe a need, each with the ids
 * judged relevant by reading titles and bodies of the pinned corpus (not by running the search).
 * Judgements lean strict: a prompt counts only if it would actually serve the stated need.
 */
export interface RelevanceCase {
  query: string;
  relevant: string[];
}

export const FIRST_SET_CASES: RelevanceCase[] = [
  {
    query: 'review my pull request for bugs',
    relevant: [
      'pull-request-review-assistant',
      'code-reviewer',
      'code-review-assistant',
      'code-review-assistant-2',
      'code-review-agent',
      'code-review-expert',
      'comprehensive-code-review-expert',
      'code-review-specialist',
      'code-review-specialist-2',
      'code-review-specialist-2-2',
      'the-ultimate-typescript-code-review',
      'principal-ai-code-reviewer-senior-software-engineer-architect-prompt',
      'bug-discovery-code-assistant',
      'developer-work-analysis-from-git-diff-and-commit-message',
    ],
  },
  { query: 'act as a linux shell', relevant: ['linux-terminal'] },
  { query: 'help me write a cover letter', relevant: ['cover-letter', 'dynamic-cover-letter-generator'] },
  {
    query: 'translate to english and fix grammar',
    relevant: [
      'english-translator-and-improver',
      'proofreader',
      'chinese-to-english-translation-proofreading-expert',
      'chinese-to-english-translation-assistant',
      'multilingual-writing-improvement-assistant',
    ],
  },
  {
    query: 'generate an image of a famous landmark as a 3d miniature diorama',
    relevant: [
      'world-landmarks-hyper-realistic-3d-dioramas',
      'national-architecture-dioramas',
      'isometric-3d-weather-cityscapes-pbr-textures',
      'isometric-miniature-3d-cartoon-city-scene',
      '3d-isometric-miniature-city-view-with-weather',
      'isometric-city-diorama',
      'isometric-3d-cartoon-scene-with-weather-effects',
      '3d-city-prompt',
      'a-clay-crafted-city-mini-city-name-world',
    ],
  },
  {
    query: "explain like I'm five",
    relevant: ['explainer-with-analogies', 'learn-any-technical-coding-topic', 'algorithm-quick-guide'],
  },
  {
    query: 'sql database queries',
    relevant: ['sql-terminal', 'ai2sql-sql-model-query-generator', 'sql-query-generator-from-natural-language'],
  },
  {
    query: 'interview practice for javascript',
    relevant: ['job-interviewer', 'interview-preparation-coach', 'interview-preparation-coach-2'],
  },
  {
    query: 'write unit tests for my code',
    relevant: [
      'unit-tester-assistant',
      'django-unit-test-generator-for-viewsets',
      'typescript-unit-testing-with-vitest',
      'test-automation-expert',
      'test-first-bug-fixing-approach',
    ],
  },
  {
    query: 'write a git commit message from my diff',
    relevant: ['commit-message-generator', 'conventional-commit-message-generator', 'commit-message-preparation', 'claude-code-command-review-and-commit-md'],
  },
  {
    query: 'improve my resume for a job application',
    relevant: [
      'act-as-a-resume-reviewer',
      'act-as-a-resume-reviewer-for-anthropic-fellows-program',
      'cv-writing-assistant',
      'resume-tailoring',
      'ats-resume-scanner-simulator',
      'resume-quality-reviewer-green-flag-edition',
      'act-as-a-job-application-reviewer',
    ],
  },
  {
    query: 'plan a trip itinerary for my vacation',
    relevant: [
      'travel-planner-prompt',
      'custom-travel-plan-generator',
      'ai-travel-agent-interview-driven-planner',
      'travel-guide',
      'create-a-detailed-travel-itinerary-in-html-format',
    ],
  },
  { query: 'write a poem about love', relevant: ['poet'] },
  {
    query: 'act as a doctor and diagnose my symptoms',
    relevant: ['virtual-doctor', 'virtual-doctor-2', 'doctor', 'ai-assisted-doctor', 'medical-consultant', 'dermatology-consultation-guide'],
  },
  {
    query: 'find security vulnerabilities in my code',
    relevant: [
      'website-security-vulnerability-checker',
      'white-box-web-application-security-audit-penetration-testing-prompt-for-ai-code',
      'python-security-vulnerability-auditor-owasp-mapped-production-hardened',
      'security-engineer',
      'security-fixes',
      'security-fixes-cves',
      'analyze-code-scanning-security-issues-and-dependency-updates-if-vulnerable',
      'want-to-analyze-security-issues-and-vulnerabilities-and-fixes',
      'cyber-security-specialist',
    ],
  },
  {
    query: 'summarize this article for me',
    relevant: ['article-summarizer', 'article-summarizer-2', 'article-summary-prompt', 'article-summary-and-comprehension', 'text-summarizer'],
  },
  {
    query: 'bedtime story for my kids',
    relevant: ['children-s-book-creator', 'children-s-story-about-apples', 'storyteller'],
  },
  { query: 'execute python code and show the output', relevant: ['python-interpreter'] },
  {
    query: 'healthy meal plan to lose weight',
    relevant: ['dietitian', 'nutritionist', 'act-as-a-health-recovery-and-weight-loss-specialist', 'personal-chef', 'chef'],
  },
  {
    query: 'write an seo optimized blog post',
    relevant: ['the-elite-seo-blog-architect-ghostwriter', 'seo-prompt', 'seo-specialist', 'seo-strategy-for-container-tracking-keywords'],
  },
  {
    query: 'my react app shows a blank white screen after deploying',
    relevant: ['fix-blank-screen-issues-after-deploy-on-vercel-angular-react-vite', 'senior-frontend-debugger-for-spa-websites-angular-react-vite'],
  },
  {
    query: 'write prompts for midjourney',
    relevant: ['midjourney-prompt-generator', 'senior-prompt-engineer-role-guide'],
  },
  {
    query: 'make my prompt better',
    relevant: [
      'prompt-enhancer',
      '500-hour-ai-consultant-prompt',
      'iterative-prompt-refinement-loop',
      'prompt-optimization',
      'generate-an-enhanced-command-prompt',
      'meta-prompt-engineer',
      'master-prompt-architect-context-engineer',
      'prompt-architect-pro',
      'gpt-5-expert-prompt-engineer-mode-condensed',
      'prompt-engineering-expert',
    ],
  },
  {
    query: 'practice my spoken english',
    relevant: [
      'spoken-english-teacher-and-improver',
      'workplace-english-speaking-coach',
      'english-pronunciation-helper',
      'english-language-tutor-for-turkish-speakers',
      'improving-business-english',
    ],
  },
  {
    query: 'analyze a stock before I invest',
    relevant: [
      'stock-market-analysis-expert',
      'stock-market-analyst-market-move-suggestions',
      'ai-stocks-investment-helper',
      'super-trader-model-for-stock-analysis',
      'elite-private-equity-fund-manager-stock-analysis',
      'stock-analyser',
      'big-4-style-report-for-retail-traders-enter-the-name-and-ticker-of-a-u-s',
      'investment-manager',
      'financial-analyst',
    ],
  },
  {
    query: 'write a professional email to a client',
    relevant: ['professional-email-writer-for-any-occasion', 'emails-professionals', 'secteur-bancaire-email-professionnel', 'high-conversion-cold-email'],
  },
  {
    query: 'optimize my linkedin profile',
    relevant: [
      'linkedin-profile-enhancing',
      'linkedin-about-summary-draft-prompt',
      'linkedin-experience-optimization-prompt',
      'linkedin-summary-crafting-prompt',
      'linkedin-json-canonical-markdown-profile-generator',
    ],
  },
  { query: 'help with excel formulas', relevant: ['excel-formula-sensei', 'excel-sheet'] },
  {
    query: 'play a text adventure game with me',
    relevant: ['text-based-adventure-game', 'eerie-shadows-a-creepy-horror-rpg-adventure'],
  },
  {
    query: 'I feel anxious and need someone to talk to',
    relevant: ['mental-health-adviser', 'psychologist', 'friend'],
  },
  {
    query: 'make AI text sound more human',
    relevant: ['prompt-for-humanizing-ai-text-english-version', 'make-ai-responses-sound-more-human-like', 'make-ai-write-naturally', 'plaintalk-style-guide'],
  },
  { query: 'write a regex to match email addresses', relevant: ['regex-generator'] },
];

/**
 * The second set: written and judged after the search was tuned on FIRST_SET_CASES, as a held-out set.
 * Tuning has looked at it since (both are in ./dev.ts's DEV_CASES): it is dev data now, and its figures
 * say how well the tuning fits, not how it generalises (./held-out*.ts do that).
 */
export const SECOND_SET_CASES: RelevanceCase[] = [
  {
    query: 'help me prepare for a job interview',
    relevant: ['interview-preparation-coach', 'interview-preparation-coach-2', 'job-interviewer', 'pre-interview-intelligence-dossier'],
  },
  {
    query: 'design a logo for my brand',
    relevant: ['custom-logo-design-for-website', 'logo-designer', 'futuristic-supercar-brand-logo', 'reimagined-logo-for-google'],
  },
  {
    query: 'convert my code from one programming language to another',
    relevant: ['code-translator-any-language-to-any-language', 'any-programming-language-to-python-converter'],
  },
  { query: 'set up docker for my python project', relevant: ['create-python-dev-container'] },
  {
    query: 'I need legal advice about a contract',
    relevant: [
      'legal-advisor',
      'trade-contract-review-expert',
      'business-legal-assistant',
      'china-business-law-assistant',
      'i-think-i-need-a-lawyer-neutral-legal-intake-organizer',
      'startup-tech-lawyer',
    ],
  },
  { query: 'motivate me to reach my goals', relevant: ['motivational-coach', 'motivational-speaker', 'self-help-book'] },
  { query: 'play chess against me', relevant: ['chess-player'] },
  { query: 'write song lyrics', relevant: ['rapper', 'create-satirical-and-bold-song-lyrics', 'minimax-music-lyrics-generation'] },
  {
    query: 'write a product requirements document',
    relevant: ['product-manager', 'project-manager', 'act-as-a-product-manager', 'the-prd-mastermind', 'prd'],
  },
  { query: 'make a study plan for my exams', relevant: ['study-planner', 'deep-immersion-study-plan-7-days'] },
  {
    query: "improve my website's search engine ranking",
    relevant: [
      'seo-specialist',
      'seo-fundamentals',
      'seo-strategy-for-container-tracking-keywords',
      'elite-b2b-lead-generation-and-seo-audit-specialist',
      'the-elite-seo-blog-architect-ghostwriter',
    ],
  },
  {
    query: 'turn my photo into a cartoon character',
    relevant: [
      'turn-your-photo-into-a-simpsons-scene',
      '3d-character-render-in-high-end-disney-pixar-style',
      'lego-minifigure-character-transformation',
      'customizable-avatar-style-generator',
    ],
  },
];
