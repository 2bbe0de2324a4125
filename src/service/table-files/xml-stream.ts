import { SaxesParser } from 'saxes';

/** What a part's reader does with its elements, by local name (`x:row` is `row`), as the parser meets them. */
export interface XmlHandler {
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  text(text: string): void;
  close(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses the XML of a zip entry as its bytes are unzipped, handing each element and text to `handler`, and yields
 * after each chunk, so the caller takes what the handler gathered while no more is parsed. XML that is not well
 * formed throws the parser's error; so does whatever the handler throws (a limit it enforces). The parser expands
 * no entity a document declares, so no entity expands into more than its text.
 */
export async function* parseXml(
  source: AsyncIterable<Uint8Array>,
  handler: XmlHandler,
): AsyncGenerator<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes as Record<string, string>)) {
      attributes[localName(name)] = value;
    }
    handler.open(localName(tag.name), attributes);
  });
  parser.on('text', (text) => handler.text(text));
  parser.on('cdata', (text) => handler.text(text));
  parser.on('closetag', (tag) => handler.close(localName(tag.name)));
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source) {
    parser.write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
}

/** Parses a whole part with `handler`. */
export async function readXml(source: AsyncIterable<Uint8Array>, handler: XmlHandler): Promise<void> {
  for await (const _ of parseXml(source, handler));
}
