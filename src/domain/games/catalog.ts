/**
 * The twelve games of the Game Center (docs/games.md): the one list the server
 * serves from `GET /api/games` and every rule reads its constants from.
 *
 * `kind` says how a game is played and paid (docs/decisions/015):
 * - `speed-typing`, `memory-master`: played in the app; the server replays the inputs.
 * - `embedded`: our own HTML5 game in a sandboxed frame; paid for verified play seconds.
 * - `car-racer`: its own page; 5 QTT per verified finish.
 * - `coming-soon`: listed, not playable.
 */
export const gameKinds = [
  'speed-typing',
  'memory-master',
  'embedded',
  'car-racer',
  'coming-soon',
] as const;
export type GameKind = (typeof gameKinds)[number];

export const gameCategories = [
  'Puzzle',
  'Quiz',
  'Focus',
  'Educational',
  'Skill',
  'Memory',
  'Arcade',
  'Shooter',
] as const;
export type GameCategory = (typeof gameCategories)[number];

export const gameDifficulties = ['Easy', 'Medium', 'Hard'] as const;
export type GameDifficulty = (typeof gameDifficulties)[number];

export const gameIds = [
  'match-meme',
  'trivia-time',
  'attention-trainer',
  'crypto-puzzle',
  'speed-typing',
  'memory-master',
  'zombie-shooting-king',
  'cs-chaos-squad',
  'poopy-escape-the-prison',
  'car-racer',
  'flappy-dragon',
  'space-shooter',
] as const;
export type GameId = (typeof gameIds)[number];

export interface GameRequirements {
  /** Percent of typed words that were right, Speed Typing only. */
  minAccuracy?: number;
  minWords?: number;
}

export interface Game {
  id: GameId;
  title: string;
  description: string;
  /** Served by the app itself (`public/games/thumbnails`). */
  thumbnail: string;
  category: GameCategory;
  difficulty: GameDifficulty;
  /** Shown on the card, e.g. '2-10 QTT'. */
  estimatedReward: string;
  /** Shown on the card, e.g. '1 min'. */
  playTime: string;
  /** Shown on the card, e.g. '1 player'. */
  players: string;
  instructions: string[];
  kind: GameKind;
  /** Where an embedded game's page lives on our own origin; absent otherwise. */
  gameUrl?: string;
  status: 'available' | 'coming-soon';
  /** QTT. */
  baseReward: number;
  /** QTT; every reward is clamped to at most this. */
  maxReward: number;
  /** Human-readable, for the how-to-play modal. */
  rewardFactors: string[];
  requirements: GameRequirements;
}

const embedded = (id: GameId) => `/games/embedded/${id}/index.html`;
const thumb = (id: GameId) => `/games/thumbnails/${id}.svg`;
const timedFactors = ['1 QTT for every 15 seconds of verified play', 'Up to the maximum per game'];

export const games: readonly Game[] = [
  {
    id: 'match-meme',
    title: 'Match the Meme',
    description: 'Pair each meme with its caption before the clock runs out.',
    thumbnail: thumb('match-meme'),
    category: 'Puzzle',
    difficulty: 'Easy',
    estimatedReward: '1-5 QTT',
    playTime: '3 min',
    players: '1 player',
    instructions: ['Match each picture to its caption.'],
    kind: 'coming-soon',
    status: 'coming-soon',
    baseReward: 1,
    maxReward: 5,
    rewardFactors: ['Correct matches', 'Time left'],
    requirements: {},
  },
  {
    id: 'trivia-time',
    title: 'Trivia Time',
    description: 'Quick-fire questions on crypto, the web and pop culture.',
    thumbnail: thumb('trivia-time'),
    category: 'Quiz',
    difficulty: 'Medium',
    estimatedReward: '2-6 QTT',
    playTime: '5 min',
    players: '1 player',
    instructions: ['Answer each question before its timer ends.'],
    kind: 'coming-soon',
    status: 'coming-soon',
    baseReward: 2,
    maxReward: 6,
    rewardFactors: ['Correct answers', 'Answer streaks'],
    requirements: {},
  },
  {
    id: 'attention-trainer',
    title: 'Attention Trainer',
    description: 'Tap the glowing targets as they appear and ignore the decoys.',
    thumbnail: thumb('attention-trainer'),
    category: 'Focus',
    difficulty: 'Easy',
    estimatedReward: '1-6 QTT',
    playTime: '1-2 min',
    players: '1 player',
    instructions: [
      'Click or tap each glowing target before it fades.',
      'Leave the grey decoys alone.',
      'QTT counts up every 15 seconds you play with the game in view.',
    ],
    kind: 'embedded',
    gameUrl: embedded('attention-trainer'),
    status: 'available',
    baseReward: 1,
    maxReward: 6,
    rewardFactors: timedFactors,
    requirements: {},
  },
  {
    id: 'crypto-puzzle',
    title: 'Crypto Puzzle',
    description: 'Learn how blockchains work by solving short logic puzzles.',
    thumbnail: thumb('crypto-puzzle'),
    category: 'Educational',
    difficulty: 'Hard',
    estimatedReward: '2-8 QTT',
    playTime: '5 min',
    players: '1 player',
    instructions: ['Solve each puzzle to unlock the next block.'],
    kind: 'coming-soon',
    status: 'coming-soon',
    baseReward: 2,
    maxReward: 8,
    rewardFactors: ['Puzzles solved', 'Hints unused'],
    requirements: {},
  },
  {
    id: 'speed-typing',
    title: 'Speed Typing',
    description: 'Type as many words as you can in 60 seconds.',
    thumbnail: thumb('speed-typing'),
    category: 'Skill',
    difficulty: 'Medium',
    estimatedReward: '2-10 QTT',
    playTime: '1 min',
    players: '1 player',
    instructions: [
      'Type the highlighted word and press Space or Enter.',
      'A word counts when what you typed matches it exactly.',
      'Typing past the end of a word counts as an error and clears your input.',
      'You need at least 5 words and 50% accuracy to earn QTT.',
    ],
    kind: 'speed-typing',
    status: 'available',
    baseReward: 2,
    maxReward: 10,
    rewardFactors: [
      '+0.5 QTT per 10 words (from 10 words)',
      '+1 QTT at 90% accuracy (+0.5 at 80%)',
      '+0.1 QTT per second left',
    ],
    requirements: { minAccuracy: 50, minWords: 5 },
  },
  {
    id: 'memory-master',
    title: 'Memory Master',
    description: 'Find all 12 pairs in as few moves as you can.',
    thumbnail: thumb('memory-master'),
    category: 'Memory',
    difficulty: 'Medium',
    estimatedReward: '3-8 QTT',
    playTime: '2-5 min',
    players: '1 player',
    instructions: [
      'Flip two cards at a time to find matching pairs.',
      'Cards that do not match flip back after a second.',
      'Match all 12 pairs within 10 minutes.',
    ],
    kind: 'memory-master',
    status: 'available',
    baseReward: 3,
    maxReward: 8,
    rewardFactors: [
      '+0.2 QTT per move under 24',
      '+0.1 QTT per second under 120 s',
      '+1 QTT for a perfect game (24 moves or fewer)',
    ],
    requirements: {},
  },
  {
    id: 'zombie-shooting-king',
    title: 'Zombie Shooting King',
    description: 'Hold the line against waves of slow, hungry zombies.',
    thumbnail: thumb('zombie-shooting-king'),
    category: 'Shooter',
    difficulty: 'Medium',
    estimatedReward: '1-8 QTT',
    playTime: '2 min',
    players: '1 player',
    instructions: [
      'Aim with the mouse or your finger; click or tap to shoot.',
      'Keep the zombies from reaching the wall.',
      'QTT counts up every 15 seconds you play with the game in view.',
    ],
    kind: 'embedded',
    gameUrl: embedded('zombie-shooting-king'),
    status: 'available',
    baseReward: 1,
    maxReward: 8,
    rewardFactors: timedFactors,
    requirements: {},
  },
  {
    id: 'cs-chaos-squad',
    title: 'CS Chaos Squad',
    description: 'Clear the range: pop the enemy targets, spare the hostages.',
    thumbnail: thumb('cs-chaos-squad'),
    category: 'Shooter',
    difficulty: 'Hard',
    estimatedReward: '1-8 QTT',
    playTime: '2 min',
    players: '1 player',
    instructions: [
      'Click or tap the red targets; never the blue ones.',
      'Reload with R or the reload button.',
      'QTT counts up every 15 seconds you play with the game in view.',
    ],
    kind: 'embedded',
    gameUrl: embedded('cs-chaos-squad'),
    status: 'available',
    baseReward: 1,
    maxReward: 8,
    rewardFactors: timedFactors,
    requirements: {},
  },
  {
    id: 'poopy-escape-the-prison',
    title: 'Poopy: Escape the Prison',
    description: 'Dodge the guards and slip through the gates to freedom.',
    thumbnail: thumb('poopy-escape-the-prison'),
    category: 'Arcade',
    difficulty: 'Easy',
    estimatedReward: '1-6 QTT',
    playTime: '2 min',
    players: '1 player',
    instructions: [
      'Move with the arrow keys or WASD, or swipe.',
      'Reach the open gate without touching a guard.',
      'QTT counts up every 15 seconds you play with the game in view.',
    ],
    kind: 'embedded',
    gameUrl: embedded('poopy-escape-the-prison'),
    status: 'available',
    baseReward: 1,
    maxReward: 6,
    rewardFactors: timedFactors,
    requirements: {},
  },
  {
    id: 'car-racer',
    title: 'SUV Traffic Racer',
    description: 'Weave through traffic to the finish line.',
    thumbnail: thumb('car-racer'),
    category: 'Arcade',
    difficulty: 'Medium',
    estimatedReward: '5 QTT',
    playTime: '1 min',
    players: '1 player',
    instructions: [
      'Steer with the arrow keys or A and D, or tap the left and right of the road.',
      'Avoid the traffic and reach the finish line.',
      'Each finished race pays 5 QTT.',
    ],
    kind: 'car-racer',
    gameUrl: '/games/embedded/car-racer/index.html',
    status: 'available',
    baseReward: 5,
    maxReward: 5,
    rewardFactors: ['5 QTT per finished race'],
    requirements: {},
  },
  {
    id: 'flappy-dragon',
    title: 'Flappy Dragon',
    description: 'Flap between the castle towers without touching the stones.',
    thumbnail: thumb('flappy-dragon'),
    category: 'Arcade',
    difficulty: 'Hard',
    estimatedReward: '1-6 QTT',
    playTime: '1-2 min',
    players: '1 player',
    instructions: [
      'Press Space or tap to flap.',
      'Fly through the gaps between the towers.',
      'QTT counts up every 15 seconds you play with the game in view.',
    ],
    kind: 'embedded',
    gameUrl: embedded('flappy-dragon'),
    status: 'available',
    baseReward: 1,
    maxReward: 6,
    rewardFactors: timedFactors,
    requirements: {},
  },
  {
    id: 'space-shooter',
    title: 'Space Shooter',
    description: 'Pilot a small ship through an asteroid field and blast your way out.',
    thumbnail: thumb('space-shooter'),
    category: 'Shooter',
    difficulty: 'Medium',
    estimatedReward: '1-8 QTT',
    playTime: '2 min',
    players: '1 player',
    instructions: [
      'Move with the arrow keys or by dragging; the ship fires on its own.',
      'Avoid the asteroids.',
      'QTT counts up every 15 seconds you play with the game in view.',
    ],
    kind: 'embedded',
    gameUrl: embedded('space-shooter'),
    status: 'available',
    baseReward: 1,
    maxReward: 8,
    rewardFactors: timedFactors,
    requirements: {},
  },
];

const byId = new Map<string, Game>(games.map((g) => [g.id, g]));

/** The game with this id, or undefined for anything not in the catalogue. */
export function findGame(id: string): Game | undefined {
  return byId.get(id);
}
