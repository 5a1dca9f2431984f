// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { archivePageQuery } from './api/archive';
export { KundenKarteiPage } from './components/KundenKarteiPage';
export { RatingStars } from './components/RatingStars';
export { archiveQueryOf, archiveUrl } from './rules/archive-search';
