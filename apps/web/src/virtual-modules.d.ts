/** The route areas' menu labels of one language (vite.config.ts, `menuLabels`). */
declare module 'virtual:menu-labels/*' {
  const labels: { [key: string]: string | typeof labels };
  export default labels;
}
