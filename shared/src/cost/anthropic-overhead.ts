// Anthropic's tool-use system prompt, in tokens per request, by model (dated data; PROVIDERS.md "Anthropic").
export interface Overhead {
  auto: number; // tool_choice auto | none
  forced: number; // tool_choice any | tool
}

export const ANTHROPIC_OVERHEAD_SOURCE = {
  source: 'Anthropic docs, tool use overview: pricing table (tool use system prompt tokens)',
  checked: '2026-07-13',
};

const TABLE: [RegExp, Overhead][] = [
  [/opus-4-8|opus-4\.8/, { auto: 290, forced: 410 }],
  [/opus-4-7|opus-4\.7/, { auto: 675, forced: 804 }],
  [/(opus|sonnet)-4-6|(opus|sonnet)-4\.6/, { auto: 497, forced: 589 }],
  [/(opus|sonnet|haiku)-4-5|(opus|sonnet|haiku)-4\.5/, { auto: 496, forced: 588 }],
  [/sonnet-5/, { auto: 354, forced: 474 }],
  [/opus-4-1|opus-4\.1|opus-4|sonnet-4/, { auto: 313, forced: 315 }],
  [/haiku-3-5|haiku-3\.5/, { auto: 264, forced: 355 }],
  [/3-7|3\.7|3-5|3\.5/, { auto: 346, forced: 313 }],
];

const memo = new Map<string, Overhead & { model: string; known: boolean }>();

/** Overhead for a Claude model id; unknown models get the Sonnet 4.5 figures. */
export function anthropicOverhead(model: string): Overhead & { model: string; known: boolean } {
  let hit = memo.get(model);
  if (hit) return hit;
  const m = model.toLowerCase();
  const row = TABLE.find(([pattern]) => pattern.test(m));
  hit = row ? { ...row[1], model, known: true } : { auto: 496, forced: 588, model, known: false };
  memo.set(model, hit);
  return hit;
}
