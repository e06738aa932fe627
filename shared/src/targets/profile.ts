// The shape of a provider profile. Profiles are data: every fact carries its source and the date it was checked.
import type { TargetId, ToolShape } from '../types';

export interface Fact<T> {
  value: T;
  source: string;
  /** ISO date the fact was last checked against its source. */
  checked: string;
}

export type KeywordStatus = 'rejected' | 'ignored';

export interface TargetProfile {
  id: TargetId;
  /** Human label used in messages and docs. */
  label: string;
  /** Tool name rule; severity 'warning' where the spec only says SHOULD. */
  toolName: Fact<{ pattern: string; description: string; severity: 'error' | 'warning' }>;
  /** Property (parameter) name rule, where the provider has one. */
  propertyName?: Fact<{ pattern: string; description: string }>;
  maxTools?: Fact<number>;
  /** Tool description length the provider rejects above. */
  maxDescriptionChars?: Fact<number>;
  additionalPropertiesFalseRequired?: Fact<boolean>;
  allPropertiesRequired?: Fact<boolean>;
  rootCombinatorRejected?: Fact<boolean>;
  /** Keywords rejected (400) or silently ignored. */
  keywords: Record<string, Fact<KeywordStatus>>;
  /** When set, only these keywords are known; any other keyword gets `unknownKeywords`. */
  knownKeywords?: Fact<string[]>;
  unknownKeywords?: KeywordStatus;
  /** Allowed `format` values; absent means any format is fine. */
  formats?: Fact<string[]>;
  defaults?: Fact<KeywordStatus>;
  /** `type: ["string","null"]` accepted? */
  typeArrays: Fact<boolean>;
  /** Gemini `parameters` accept OBJECT, STRING... */
  upperCaseTypes?: Fact<boolean>;
  enumStringsOnly?: Fact<boolean>;
  tupleItemsRejected?: Fact<boolean>;
  /** Validated as JSON Schema: '2020-12' always, or 'declared' (the $schema the schema names, else 2020-12). */
  jsonSchemaDialect?: Fact<'2020-12' | 'declared'>;
  externalRefs?: Fact<KeywordStatus>;
  recursiveRefs?: Fact<KeywordStatus>;
  limits?: Fact<{
    totalProperties?: number;
    maxDepth?: number;
    totalChars?: number;
    totalEnumValues?: number;
    largeEnumThreshold?: number;
    largeEnumChars?: number;
    strictToolsPerRequest?: number;
    optionalParamsPerRequest?: number;
    unionParamsPerRequest?: number;
  }>;
}

/** The target a tool's own shape implies (added when `targets` contains "shape"). */
export type ShapeTargets = Partial<Record<ToolShape, TargetId[]>>;
