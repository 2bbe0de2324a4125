import { runImportPlacesCommand } from '../src/service/address/import/import-places-command';

/** npm run import:places -- <file> …; `--help` says which files it reads. */
process.exitCode = await runImportPlacesCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
