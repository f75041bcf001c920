import type { GameEntry } from '@/domain/api/games';

/** The catalogue's requirements in words, for the how-to-play modal. */
export function requirementLines({ requirements }: Pick<GameEntry, 'requirements'>): string[] {
  const lines: string[] = [];
  if (requirements.minAccuracy !== undefined)
    lines.push(`At least ${requirements.minAccuracy}% accuracy`);
  if (requirements.minWords !== undefined) lines.push(`At least ${requirements.minWords} words`);
  return lines;
}
