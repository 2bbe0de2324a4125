import { runImportCommand } from '../src/service/address/import/import-command';

/** npm run import:addresses -- <file> … [options]; `--help` lists the options. */
process.exitCode = await runImportCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
