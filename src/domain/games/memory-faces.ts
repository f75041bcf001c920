/** The twelve faces of Memory Master's cards: an id the server deals, a symbol the web draws. */
export const memoryFaces = [
  { id: 'rocket', symbol: '🚀', name: 'rocket' },
  { id: 'star', symbol: '⭐', name: 'star' },
  { id: 'gem', symbol: '💎', name: 'gem' },
  { id: 'fire', symbol: '🔥', name: 'fire' },
  { id: 'moon', symbol: '🌙', name: 'moon' },
  { id: 'bolt', symbol: '⚡', name: 'lightning' },
  { id: 'coin', symbol: '🪙', name: 'coin' },
  { id: 'crown', symbol: '👑', name: 'crown' },
  { id: 'key', symbol: '🔑', name: 'key' },
  { id: 'dice', symbol: '🎲', name: 'dice' },
  { id: 'bell', symbol: '🔔', name: 'bell' },
  { id: 'leaf', symbol: '🍀', name: 'clover' },
] as const;

export type MemoryFaceId = (typeof memoryFaces)[number]['id'];
export const memoryFaceIds = memoryFaces.map((f) => f.id) as [MemoryFaceId, ...MemoryFaceId[]];

/** Every face twice, in the order `random(n)` (an integer in [0, n)) shuffles them into. */
export function shuffleDeck(random: (n: number) => number): MemoryFaceId[] {
  const deck = memoryFaceIds.flatMap((id) => [id, id]);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [deck[i], deck[j]] = [deck[j] as MemoryFaceId, deck[i] as MemoryFaceId];
  }
  return deck;
}
