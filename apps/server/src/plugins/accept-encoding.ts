/** The content codings the server writes, in its order of preference when weighted alike. */
export type ContentCoding = 'br' | 'gzip';

interface Weights {
  br?: number;
  gzip?: number;
  identity?: number;
  star?: number;
}

/** Browsers send one of a few headers: the last one's answer is kept (no parsing per request). */
let lastHeader: string | undefined;
let lastChoice: ContentCoding | null = null;

/**
 * The coding an answer is sent in for an Accept-Encoding header (RFC 9110 §12.5.3): the
 * highest weighted of br and gzip (br on a tie), a name listed explicitly overriding `*`, and q=0
 * refusing it. Null (send it as it is) when the header is absent, accepts neither, or weights
 * `identity` above both.
 */
export function chooseContentCoding(header: string | undefined): ContentCoding | null {
  if (header === undefined || header === '') return null;
  if (header !== lastHeader) {
    lastChoice = chooseFromWeights(readWeights(header));
    lastHeader = header;
  }
  return lastChoice;
}

function chooseFromWeights(weights: Weights): ContentCoding | null {
  const br = weights.br ?? weights.star ?? 0;
  const gzip = weights.gzip ?? weights.star ?? 0;
  const best = Math.max(br, gzip);
  if (best === 0) return null;
  // Identity is acceptable unless refused; it is chosen only when weighted above the others.
  if (weights.identity !== undefined && weights.identity > best) return null;
  return br === best ? 'br' : 'gzip';
}

function readWeights(header: string): Weights {
  const weights: Weights = {};
  for (const element of header.split(',')) {
    const [rawName = '', ...params] = element.split(';');
    const name = rawName.trim().toLowerCase();
    const weight = readWeight(params);
    if (name === 'br') weights.br = weight;
    else if (name === 'gzip' || name === 'x-gzip') weights.gzip = weight;
    else if (name === 'identity') weights.identity = weight;
    else if (name === '*') weights.star = weight;
  }
  return weights;
}

const QVALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/** The q parameter's weight: 1 when absent, 0 (refused) when malformed. */
function readWeight(params: string[]): number {
  for (const param of params) {
    const trimmed = param.trim();
    if (!/^q=/i.test(trimmed)) continue;
    return QVALUE.test(trimmed) ? Number(trimmed.slice(2)) : 0;
  }
  return 1;
}
