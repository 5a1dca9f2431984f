import { globalStyle } from '@vanilla-extract/css';
import { spinnerRing } from './spinner.css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('a', { color: vars.color.primary });

// The spinner in index.html that shows until React has rendered.
globalStyle('.boot-spinner', {
  margin: 'auto',
  marginTop: '40vh',
  width: '36px',
  height: '36px',
  ...spinnerRing,
});
