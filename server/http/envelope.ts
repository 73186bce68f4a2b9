/** The envelope every answer travels in (api-spec common.yaml `Envelope`). */
import type { FailureKind } from './failures';
import type { Language } from './language';

export interface Envelope<T> {
  Result: { ResultCode: number; ResultMessage: string };
  ReturnObject: T;
  TotalCount: number;
}

export function success<T>(data: T, totalCount = 0, message = ''): Envelope<T> {
  return {
    Result: { ResultCode: 0, ResultMessage: message },
    ReturnObject: data,
    TotalCount: totalCount,
  };
}

export function failure(kind: FailureKind, language: Language, detail?: string): Envelope<null> {
  const message = kind.message[language] + (detail ? `: ${detail}` : '');
  return {
    Result: { ResultCode: kind.code, ResultMessage: message },
    ReturnObject: null,
    TotalCount: 0,
  };
}
