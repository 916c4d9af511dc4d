// The charts' grid and height, shared by the charts' chunk and the skeletons that hold their place.
export const CHART_HEIGHT = 260;
export const chartsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } } as const;
