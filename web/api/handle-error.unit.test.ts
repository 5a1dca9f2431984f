import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../components/ui/toast-queue';
import { ApiError } from './errors';
import { configureErrorHandler, handleApiError, sessionEnded } from './handle-error';

afterEach(() => toastQueue.clear());

describe('handleApiError', () => {
  it('shows the catalogue toast', () => {
    handleApiError(new ApiError('x', 503));
    expect(toastQueue.visibleToasts.map((t) => t.content)).toEqual([
      {
        tone: 'error',
        title: 'Serverfehler',
        description: 'Es gibt ein Problem mit dem Server. Bitte versuchen Sie es später erneut.',
      },
    ]);
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000);
  });

  it('401 with redirect on: ends the local session and navigates', () => {
    const navigate = vi.fn();
    const onUnauthenticated = vi.fn();
    configureErrorHandler({ navigate, onUnauthenticated });
    handleApiError(new ApiError('x', 401), { redirect: true });
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toastQueue.visibleToasts[0]?.content.title).toBe('Nicht authentifiziert');
  });

  it('a pending package shows no toast', () => {
    const notice = handleApiError(new ApiError('pending package', 400, null, 'PENDING_PACKAGE'));
    expect(notice.description).toBe('Dieser Kunde hat bereits ein austehendes Paket.');
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});

describe('sessionEnded', () => {
  it('says Nicht authentifiziert and leaves for / once, and nothing when already signed out', () => {
    let signedIn = true;
    const navigate = vi.fn();
    const onUnauthenticated = vi.fn(() => {
      signedIn = false;
    });
    configureErrorHandler({ navigate, onUnauthenticated, isSignedIn: () => signedIn });
    sessionEnded();
    sessionEnded();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual(['Nicht authentifiziert']);
  });
});
