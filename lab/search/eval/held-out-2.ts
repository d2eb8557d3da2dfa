/**
 * A second held-out set, written after the sentence-encoder vectors were chosen and before any search was
 * run on it, by the rules of ./dev.ts: needs as people phrase them, most sharing no content word with the
 * titles they should find, short to paragraph-long, a few typos and non-English ones; relevance judged by
 * reading titles and bodies of data/prompts.csv (grep), never by running the search. No constant is
 * chosen on it: `npm run eval:search -- --held-out` prints it with the first held-out set, once a round of
 * tuning is over; it has been measured after each round since (docs/server.md has the figures).
 */
import type { RelevanceCase } from './relevance';

export const HELD_OUT_2_CASES: RelevanceCase[] = [
  // short (under 40 characters)
  { query: 'card tricks for a kids party', relevant: ['magician'] },
  { query: 'which oolong is this', relevant: ['tea-taster'] },
  { query: 'smokey eye look for a wedding', relevant: ['makeup-artist'] },
  { query: 'watch my toddler tonight', relevant: ['babysitter'] },
  { query: 'quit smoking through trance', relevant: ['hypnotherapist'] },
  { query: 'fastest way home avoiding tolls', relevant: ['car-navigation-system'] },
  { query: 'what language is this sentence', relevant: ['language-detector'] },
  { query: 'run this python snippet', relevant: ['python-interpreter'] },
  { query: 'quiz me on japanese characters', relevant: ['japanese-kanji-quiz-machine'] },
  { query: 'five stones in a row on a grid', relevant: ['gomoku-player'] },
  { query: 'sum a column where dates are in march', relevant: ['excel-formula-sensei', 'excel-sheet'] },
  { query: 'chesss oponent', relevant: ['chess-player'] },
  { query: 'tik tak toe', relevant: ['tic-tac-toe-game'] },
  { query: 'recette de gâteau au chocolat', relevant: ['chef', 'personal-chef'] },
  { query: 'Wie spricht man dieses Wort aus?', relevant: ['english-pronunciation-helper'] },
  // single sentences
  {
    query: 'escribe la letra de una canción de amor para mi novia',
    relevant: ['rapper', 'create-satirical-and-bold-song-lyrics', 'minimax-music-lyrics-generation', 'composer'],
  },
  {
    query: "I'd like to argue about whether free will exists with someone who keeps asking me good questions",
    relevant: ['socrat', 'socratic-method', 'socratic-method-for-ethical-discussions', 'philosopher', 'philosophy-teacher'],
  },
  { query: "Where does the word 'salary' come from, and how did its meaning change over the centuries?", relevant: ['etymologist'] },
  { query: 'Give me a neutral, reference-style article about the Byzantine Empire with sections', relevant: ['wikipedia-page', 'encyclopedia-assistant'] },
  { query: 'I have leftover rice, two eggs and some spinach; what can I cook tonight?', relevant: ['chef', 'personal-chef'] },
  {
    query: "My startup is about to sign a contract with a design partner and I don't understand the clauses",
    relevant: ['startup-tech-lawyer', 'legal-advisor'],
  },
  {
    query: 'Plan a four day trip to Lisbon on a mid-range budget with things to do each day',
    relevant: ['custom-travel-plan-generator', 'travel-planner-prompt', 'travel-guide'],
  },
  {
    query: 'Turn my bullet points into a polished post for my professional network about my promotion',
    relevant: ['linkedin-ghostwriter'],
  },
  {
    query: 'I want to practise for a job interview at a bank, ask me the questions one at a time',
    relevant: ['job-interviewer', 'interview-preparation-coach'],
  },
  { query: 'Write me a pattern that matches valid email addresses and explain each part', relevant: ['regex-generator'] },
  { query: 'What should my new company call itself, with a web address that is still free?', relevant: ['smart-domain-name-generator'] },
  { query: 'Tell me a tale at bedtime the way a narrator would, something with a fox and a lantern', relevant: ['storyteller'] },
  { query: 'Pretend to be a console that runs R code and show me only what it prints', relevant: ['r-programming-interpreter'] },
  {
    query: 'Can you sugest a good persnal workout routen for beginers i can do at home',
    relevant: ['personal-trainer', 'virtual-fitness-coach', 'remote-worker-fitness-trainer'],
  },
  // paragraph-long (300 characters and more)
  {
    query:
      "We're running a small online course and got 200 free-text responses at the end of term. I need someone to go through them, group the complaints and the praise into themes, count how often each comes up, and tell me the three changes that would most improve next year's cohort. Please be concrete and quote a few of the responses.",
    relevant: ['course-feedback-analysis'],
  },
  {
    query:
      "My daughter is nine and she's been begging me to make up an illustrated story with her about a dragon who is afraid of the dark. I'd like short pages, simple words a child can read on her own, a gentle lesson at the end, and ideas for what each picture should show. Could you help us put it together over a few evenings?",
    relevant: ['children-s-book-creator'],
  },
  {
    query:
      "I keep freezing when I present at work. Next month I have to give a twenty-minute talk to about eighty colleagues and last time my voice shook and I lost my place. I'd like exercises for breathing and pacing, advice on structuring the talk, and someone to rehearse with me and give me honest notes on my delivery.",
    relevant: ['public-speaking-coach', 'elocutionist'],
  },
  {
    query:
      "I'm writing a thriller film: a detective in 1970s Naples chases a forger through the city. I have the characters and the ending, but I'm stuck on the scenes in the middle. Can you develop the plot beat by beat with dialogue, and describe how each scene should be shot, camera moves and lighting included?",
    relevant: ['screenwriter', 'screenplay-script-with-cinematography-details'],
  },
  {
    query:
      "I'm a nurse on night shifts and my finances are a mess: every month the money disappears and I don't know where it goes. I'd like to list my income and bills, sort them into categories, set a savings goal for a holiday next summer, and end up with a simple plan I can stick to without paying for an app. Walk me through it.",
    relevant: ['personal-financial-adviosr', 'accountant'],
  },
  {
    query:
      "Our team of six keeps missing deadlines because nobody knows who owns what. We have a backlog in a spreadsheet, weekly meetings that run long, and a launch in eight weeks. I'd like someone to break the launch into milestones, assign owners, flag the risks, and suggest a lighter meeting routine so we stop drowning in status updates.",
    relevant: ['project-manager'],
  },
  {
    query:
      'I run a tiny bakery and I want more people to find us. Could you come up with a short campaign: a slogan, three ideas for posts, who we should target (students nearby? office workers?), and where to spend a small budget of about 300 euros a month? Keep it realistic for a family business with no staff for this at all.',
    relevant: ['advertiser', 'social-media-manager'],
  },
  {
    query:
      'Our school team has a tournament in three weeks and the motion is that social media does more harm than good. We were assigned the opposition side. I need someone to train us: drills for rebuttals, how to time our speeches, the strongest arguments the other side will make, and how to answer each of them under pressure.',
    relevant: ['debate-coach', 'debater'],
  },
];
