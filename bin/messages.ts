/**
 * `npm run messages [-- <recipient>] [--last <n>]`: the SMS and e-mail the local platform "sent",
 * read from <DATA_DIR>/messages/sent.jsonl (written by the SES/SNS stand-in), oldest first.
 * Development only: in AWS the messages go to real phones and mailboxes.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSentMessages, sentMessagesFile } from '../lib/local/messaging.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { last: { type: 'string', short: 'n' } } });
const dataDir = resolve(process.env['DATA_DIR'] ?? '.data');
const file = sentMessagesFile(dataDir);
const recipient = positionals[0]?.trim().toLowerCase();

if (!existsSync(file)) {
  console.log(`No messages yet (${file} does not exist). Start the platform with npm start and trigger an OTP or a reset.`);
  process.exit(0);
}

const all = readSentMessages(file);
const matching = recipient === undefined ? all : all.filter((m) => m.to.toLowerCase() === recipient);
const last = values.last === undefined ? matching.length : Number(values.last);
const shown = matching.slice(-last);

for (const m of shown) {
  const head = `── ${m.time}  ${m.channel === 'sms' ? 'SMS   ' : 'E-mail'}  to ${m.to}`;
  console.log(m.channel === 'email' ? `${head}\n   Subject: ${m.subject ?? ''}` : head);
  console.log(m.text.replace(/\s+$/, '').split('\n').map((line) => `   ${line}`).join('\n'));
  console.log('');
}
console.log(`${shown.length} of ${matching.length} message(s)${recipient === undefined ? '' : ` to ${positionals[0]}`} in ${file}`);
