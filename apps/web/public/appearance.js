/* global document, matchMedia */
try {
  var a = JSON.parse(localStorage.getItem('settings') || '{}').appearance;
  var d = a === 'dark' || (a !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-appearance', d ? 'dark' : 'light');
} catch {
  // no storage: light
}
