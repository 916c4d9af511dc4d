// Lets non-React code (the API client) navigate with the router once the app has mounted.
type Navigate = (to: string, opts?: { replace?: boolean }) => void;
let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate) {
  navigator = fn;
}
export function navigateTo(to: string, opts?: { replace?: boolean }) {
  navigator(to, opts);
}
