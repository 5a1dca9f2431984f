import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { questionnaireDownloadError, questionnaireDownloadMessages as m } from './questionnaire-download';

describe('questionnaireDownloadError', () => {
  it('maps 404, 401 and the rest to the spec texts', () => {
    expect(questionnaireDownloadError(new ApiError('x', 404))).toBe(m.missing);
    expect(questionnaireDownloadError(new ApiError('x', 401))).toBe(m.unauthorized);
    expect(questionnaireDownloadError(new ApiError('x', 500))).toBe(m.failed);
    expect(questionnaireDownloadError(new Error('boom'))).toBe(m.failed);
  });
});
