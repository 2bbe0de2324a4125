/**
 * A problem with how an import was asked for (an option, a file, a header), found before anything is written.
 * The command prints its message and exits with status 2.
 */
export class ImportSetupError extends Error {}
