/**
 * Checks a `SeasonImport` read from a file against api-spec (the HTTP call gets the same
 * check from the spec routes). A problem is named as the importer names its own:
 * "Players[3].Price: must be <= 200".
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadSpec } from '../../api-spec/bundle';
import type { SeasonImport } from '../../store/api/engine';

let validator: ReturnType<Ajv2020['compile']> | undefined;

function compile() {
  const schemas = loadSpec('engine', 'wire').components?.schemas ?? {};
  const ajv = new Ajv2020({ strict: false, allErrors: false, useDefaults: true });
  addFormats(ajv);
  ajv.addSchema({
    $id: 'kadro:engine',
    $defs: JSON.parse(
      JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"kadro:engine#/$defs/'),
    ),
  });
  return ajv.compile({ $ref: 'kadro:engine#/$defs/SeasonImport' });
}

/** "/Players/3/Price" → "Players[3].Price". */
function pathOf(error: ErrorObject): string {
  const parts = error.instancePath.split('/').filter(Boolean);
  let path = '';
  for (const part of parts) path += /^\d+$/.test(part) ? `[${part}]` : `${path ? '.' : ''}${part}`;
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return `${path ? `${path}.` : ''}${extra}: is not a field of the import`;
  }
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return `${path ? `${path}.` : ''}${missing}: is required`;
  }
  return `${path || '(file)'}: ${error.message ?? 'is invalid'}`;
}

/** Null when the value is a well-formed import, else the first problem. */
export function seasonImportProblem(value: unknown): string | null {
  validator ??= compile();
  if (validator(value)) return null;
  return pathOf(validator.errors![0]!);
}

export function isSeasonImport(value: unknown): value is SeasonImport {
  return seasonImportProblem(value) === null;
}
