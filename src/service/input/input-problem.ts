/**
 * Input that breaks a rule: the field it concerns and the problem, worded for the caller ("Email: 'x' is not a
 * valid e-mail address"). A route answers it as 400 with the error body; the upsert reports it on the entry it
 * concerns.
 */
export class InputProblem extends Error {
  readonly field: string;

  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.field = field;
  }
}
