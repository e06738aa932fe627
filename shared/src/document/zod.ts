// Moved to converters/zod (one folder per schema library); kept so that imports of the old path still work while the
// readers move (issue 10).
export * from '../converters/zod';
