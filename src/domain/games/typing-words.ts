/**
 * Common short English words the rounds are drawn from. Not secret: the server picks a
 * round's words and answers them at the start; only the score is the server's to decide.
 */
// prettier-ignore
export const typingWords = [
  'about', 'above', 'after', 'again', 'air', 'all', 'also', 'always', 'animal', 'answer',
  'any', 'around', 'ask', 'away', 'back', 'because', 'before', 'begin', 'below', 'best',
  'better', 'big', 'black', 'blue', 'boat', 'book', 'both', 'bring', 'build', 'call',
  'came', 'car', 'carry', 'change', 'city', 'close', 'cold', 'come', 'could', 'country',
  'cut', 'day', 'does', 'done', 'door', 'down', 'draw', 'each', 'early', 'earth',
  'east', 'eat', 'end', 'enough', 'even', 'every', 'eye', 'face', 'fall', 'family',
  'far', 'farm', 'fast', 'father', 'feet', 'few', 'field', 'find', 'fire', 'first',
  'fish', 'five', 'food', 'form', 'found', 'four', 'free', 'friend', 'from', 'game',
  'girl', 'give', 'good', 'great', 'green', 'group', 'grow', 'hand', 'hard', 'head',
  'hear', 'help', 'here', 'high', 'home', 'horse', 'house', 'idea', 'important', 'inside',
  'island', 'just', 'keep', 'kind', 'land', 'large', 'last', 'learn', 'leave', 'letter',
  'life', 'light', 'line', 'list', 'little', 'live', 'long', 'look', 'made', 'make',
  'many', 'map', 'mean', 'might', 'money', 'more', 'morning', 'most', 'mother', 'move',
  'much', 'music', 'must', 'name', 'near', 'need', 'never', 'next', 'night', 'number',
  'often', 'old', 'only', 'open', 'order', 'other', 'over', 'page', 'paper', 'part',
  'people', 'picture', 'place', 'plant', 'play', 'point', 'power', 'question', 'quick', 'rain',
  'read', 'real', 'river', 'road', 'rock', 'room', 'round', 'run', 'same', 'school',
  'science', 'sea', 'second', 'see', 'sentence', 'set', 'ship', 'short', 'show', 'side',
  'simple', 'small', 'snow', 'song', 'sound', 'south', 'space', 'stand', 'star', 'start',
  'state', 'still', 'stop', 'story', 'street', 'study', 'sun', 'table', 'take', 'talk',
  'tell', 'thing', 'think', 'three', 'time', 'together', 'took', 'tree', 'try', 'turn',
  'under', 'until', 'very', 'walk', 'want', 'watch', 'water', 'way', 'week', 'well',
  'went', 'were', 'west', 'where', 'while', 'white', 'whole', 'wind', 'word', 'work',
  'world', 'would', 'write', 'year', 'young',
] as const;

/** `count` words drawn with `random(n)` (an integer in [0, n)); repeats are allowed. */
export function pickTypingWords(count: number, random: (n: number) => number): string[] {
  return Array.from({ length: count }, () => typingWords[random(typingWords.length)] ?? 'word');
}
