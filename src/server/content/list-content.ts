import { desc, eq, ne } from 'drizzle-orm';
import type { ContentItem } from '@/domain/api/content';
import { relatedLimit } from '@/domain/content/featured';
import type { Database } from '../db/open-database';
import { content } from '../db/schema';
import { AppError } from '../http/app-error';
import { toContentItem } from './content-view';

/** The catalogue is small and curated by admins; the list is capped as a safeguard. */
const listLimit = 500;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listContent(db: Database): Promise<ContentItem[]> {
  const rows = await db.select().from(content).orderBy(desc(content.createdAt)).limit(listLimit);
  return rows.map(toContentItem);
}

export async function getContent(db: Database, id: string): Promise<ContentItem> {
  if (!uuidPattern.test(id)) throw AppError.notFound('Content not found.');
  const [row] = await db.select().from(content).where(eq(content.id, id));
  if (!row) throw AppError.notFound('Content not found.');
  return toContentItem(row);
}

/** Up to 12 other items, newest first. */
export async function relatedContent(db: Database, id: string): Promise<ContentItem[]> {
  if (!uuidPattern.test(id)) throw AppError.notFound('Content not found.');
  const rows = await db
    .select()
    .from(content)
    .where(ne(content.id, id))
    .orderBy(desc(content.createdAt))
    .limit(relatedLimit);
  return rows.map(toContentItem);
}
