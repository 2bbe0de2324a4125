/**
 * One API request as an integration sends it: a bearer token when given, a JSON body (a string is sent as it is,
 * to test what malformed JSON gets). Answers the status and the parsed body.
 */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  bearer: string | null,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
}
