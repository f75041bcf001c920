import { scryptPasswordHashing, type PasswordHashing } from '@/server/admission/limited-password';

/** Past this many remembered answers each map starts again (fuzzed passwords are many). */
const remembered = 2000;

function reuse<K, V>(compute: (key: K) => Promise<V>) {
  const answers = new Map<K, Promise<V>>();
  return (key: K) => {
    let answer = answers.get(key);
    if (!answer) {
      if (answers.size >= remembered) answers.clear();
      answer = compute(key);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}

/**
 * better-auth's scrypt, computed once per distinct input in a test process and reused
 * (decision 052). A test creates hundreds of accounts with one password, and each sign-up's
 * hash and each sign-in's check cost about 0.1 s of a core and 16 MB of fresh memory: a
 * third of an integration leg. Every hash is still a real scrypt hash in better-auth's
 * format (one salt per password, where production draws one per account), every check a
 * real check, and a wrong password is checked for real the first time it is tried.
 */
export function reusedPasswordHashing(real: PasswordHashing = scryptPasswordHashing) {
  const hash = reuse((password: string) => real.hash(password));
  const verify = reuse((key: string) => {
    const [stored, password] = JSON.parse(key) as [string, string];
    return real.verify({ hash: stored, password });
  });
  return {
    hash,
    verify: (data: { hash: string; password: string }) =>
      verify(JSON.stringify([data.hash, data.password])),
  } satisfies PasswordHashing;
}
