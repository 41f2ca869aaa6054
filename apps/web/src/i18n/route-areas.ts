/**
 * Areas whose texts only their own screens read: loaded with those screens (the router awaits
 * them), not with the layout, so every other page does not download them. An area listed here must
 * not have its keys used outside its feature; its menu labels live in `menu.json`. `palette`: the
 * command palette's, loaded when it opens.
 */
export const ROUTE_AREAS: readonly string[] = ['transactions', 'ads', 'roles', 'palette'];
