import {
  resetToTemplate,
  snapshotTemplate,
  type RunSql,
  type TemplateSnapshot,
} from './database-reset';

/**
 * Test databases one worker lends its tests in turn (decision 058), whichever the driver:
 * a returned database is made the template's again (`resetToTemplate`), or thrown away when
 * its schema changed, its reset failed or enough are kept already.
 */

/** The databases kept for reuse at most; a test that holds more gets the rest afresh. */
const keep = 2;

export interface ReusedDatabases<Db> {
  /** A database as the template has it, and how to give it back. */
  borrow(): Promise<{ db: Db; giveBack(): Promise<void> }>;
}

export function reusedDatabases<Db>(driver: {
  /** A new copy of the migrated template. */
  load(): Promise<Db>;
  /** Runs `work` on `db` as the only session left on it. */
  withSql<T>(db: Db, work: (run: RunSql) => Promise<T>): Promise<T>;
  discard(db: Db): Promise<void>;
}): ReusedDatabases<Db> {
  const idle: Db[] = [];
  let template: Promise<TemplateSnapshot> | undefined;
  return {
    async borrow() {
      const db = idle.pop() ?? (await driver.load());
      // The first database, before anyone used it, is what every reset returns to.
      template ??= driver.withSql(db, snapshotTemplate);
      const shape = await template;
      let givenBack = false;
      return {
        db,
        async giveBack() {
          // A second close (a test that closed its database, then its app) gives back nothing.
          if (givenBack) return;
          givenBack = true;
          const reused =
            idle.length < keep &&
            (await driver.withSql(db, (run) => resetToTemplate(run, shape)).catch(() => false));
          if (reused) idle.push(db);
          else await driver.discard(db);
        },
      };
    },
  };
}
