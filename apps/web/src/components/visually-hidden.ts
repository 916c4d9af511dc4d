// Text for screen readers only. In `sx` a width or height of 1 means 100 %: the sizes are written in pixels, or the
// hidden text takes its container's width at its own place and pushes the page sideways (a phone's complaint page).
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: -1, p: 0, border: 0 } as const;
