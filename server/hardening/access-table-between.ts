import type { RouteCase } from './access-table';
import { A, aAndPartnerOfA, partnerOfA, partners, signedIn } from './access-actors';

/** The access table's rows of what is kept between sessions (issue 33). */
export const betweenSessionsRoutes: Record<string, RouteCase> = {
  // Notes (issue 33): the client's circle reads and writes; only a note's author changes it (the
  // admin and A get 403 on partnerOfA's shared note); anyone outside the circle gets 404.
  'GET /api/clients/:clientId/notes': { allow: aAndPartnerOfA, url: (f) => `/api/clients/${A(f)}/notes` },
  'POST /api/clients/:clientId/notes': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/clients/${A(f)}/notes`,
    body: () => ({ text: 'Härtungsnotiz', visibility: 'shared' }),
  },
  'PUT /api/notes/:id': {
    allow: ['partnerOfA'],
    url: (f) => `/api/notes/${f.noteToEdit}`,
    headers: () => ({ 'if-match': '"1"' }),
    body: () => ({ text: 'Geänderte Notiz', visibility: 'shared' }),
  },
  'DELETE /api/notes/:id': { allow: ['partnerOfA'], url: (f) => `/api/notes/${f.noteToDelete}` },

  // Tasks (issue 33): the circle reads and ticks; coaches and the office give (A gets 403); the
  // overdue list is the coaches' and the office's.
  'GET /api/clients/:clientId/tasks': { allow: aAndPartnerOfA, url: (f) => `/api/clients/${A(f)}/tasks` },
  'POST /api/clients/:clientId/tasks': {
    allow: partnerOfA,
    url: (f) => `/api/clients/${A(f)}/tasks`,
    body: () => ({ title: 'Härtungsaufgabe', dueOn: '2099-01-31' }),
  },
  'POST /api/tasks/:id/done': { allow: aAndPartnerOfA, url: (f) => `/api/tasks/${f.taskOfA}/done` },
  'POST /api/tasks/:id/reopen': { allow: aAndPartnerOfA, url: (f) => `/api/tasks/${f.taskOfA}/reopen` },
  'GET /api/tasks/overdue': { allow: partners },

  // Files (issue 33): as notes. Without a multipart body the upload is a 400 past the access check;
  // only the uploader deletes (A and the admin get 403 on partnerOfA's shared file).
  'GET /api/clients/:clientId/files': { allow: aAndPartnerOfA, url: (f) => `/api/clients/${A(f)}/files` },
  'POST /api/clients/:clientId/files': { allow: aAndPartnerOfA, url: (f) => `/api/clients/${A(f)}/files` },
  'GET /api/clients/:clientId/files/export': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/clients/${A(f)}/files/export`,
  },
  'GET /api/files/:id': { allow: aAndPartnerOfA, url: (f) => `/api/files/${f.fileOfA}` },
  'DELETE /api/files/:id': { allow: ['partnerOfA'], url: (f) => `/api/files/${f.fileToDelete}` },

  // Messages (issue 33): the conversation is the circle's; the unread counts everyone's own.
  'GET /api/clients/:clientId/messages': { allow: aAndPartnerOfA, url: (f) => `/api/clients/${A(f)}/messages` },
  'POST /api/clients/:clientId/messages': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/clients/${A(f)}/messages`,
    body: () => ({ text: 'Härtungsnachricht' }),
  },
  'POST /api/clients/:clientId/messages/read': {
    allow: aAndPartnerOfA,
    url: (f) => `/api/clients/${A(f)}/messages/read`,
  },
  'GET /api/messages/unread': { allow: signedIn },
};
