import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isValidCin, normalizeCin, PASSWORD_MIN_LENGTH, passwordSchema } from '@boxbook/domain';
import { loadEnv } from './config/env';
import { restoreAdminAccess } from './features/auth/admin-access';
import { openDatabase } from './infra/db/client';
import { inTransaction } from './infra/db/in-transaction';
import { hashPassword } from './lib/password';
import { CommandError, lockEmbedded, runCommand } from './process/command-support';

/** Where a script hands the new password over without a terminal (never on the command line). */
const PASSWORD_VARIABLE = 'BOXBOOK_NEW_PASSWORD';

const USAGE = `Usage: npm run admin -- --cin <DNI/NIE> [--promote] [--password]

Gives a member back the way into the box, from the server's own machine:
  --promote    makes them an admin (an inactive account becomes active)
  --password   sets a new password and closes their sessions; asked for on a terminal,
               else read from ${PASSWORD_VARIABLE} or from the first line of standard input

It uses the server's database: DATABASE_URL, or the embedded one in DATA_DIR (stop the server
first: the embedded database takes one process at a time). Every change goes to the audit log.`;

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    process.stderr.write(question);
    // readline echoes through _writeToOutput; muted, nothing typed reaches the screen.
    (terminal as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    terminal.question('', (answer) => {
      terminal.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readNewPassword(): Promise<string> {
  const fromEnv = process.env[PASSWORD_VARIABLE];
  let password: string;
  if (fromEnv !== undefined) password = fromEnv;
  else if (process.stdin.isTTY) {
    password = await askHidden('New password: ');
    if ((await askHidden('Repeat it: ')) !== password) throw new CommandError('The two passwords differ.');
  } else password = await readStdinLine();
  if (!passwordSchema.safeParse(password).success)
    throw new CommandError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
  return password;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cin: { type: 'string' },
      promote: { type: 'boolean', default: false },
      password: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  if (!values.cin) throw new CommandError(`Name the member with --cin.\n\n${USAGE}`);
  if (!isValidCin(values.cin)) throw new CommandError(`${values.cin} is not a valid DNI/NIE.`);
  if (!values.promote && !values.password)
    throw new CommandError(`Say what to do: --promote, --password or both.\n\n${USAGE}`);
  const cin = normalizeCin(values.cin);

  const env = loadEnv();
  const passwordHash = values.password ? await hashPassword(await readNewPassword()) : null;
  const dataDir = path.join(env.DATA_DIR, 'db');
  const lock = env.DATABASE_URL ? null : await lockEmbedded(dataDir, { mustExist: true });
  try {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
    try {
      const change = { cin, promote: values.promote, passwordHash, now: new Date() };
      const result = await inTransaction(database.db, (tx) => restoreAdminAccess(tx, change));
      if (!result.ok)
        throw new CommandError(
          result.reason === 'not_found'
            ? `No member has the DNI/NIE ${cin}.`
            : `The account of ${cin} was deleted (anonymised); promote another member.`,
        );
      const done = [
        values.promote &&
          `${result.promoted ? 'is now an admin' : 'was an admin already'} (status ${result.status})`,
        values.password && 'has a new password; their sessions are closed',
      ].filter(Boolean);
      console.log(`${cin} (${result.name}) ${done.join(', and ')}. Recorded in the audit log.`);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

runCommand(main);
