import { data } from "react-router";

// Unknown paths answer 404; the root error boundary renders '404 - Page Not Found' inside the shell.
export function loader() {
  throw data({ screen: "not-found" }, { status: 404 });
}

export function action() {
  throw data({ screen: "not-found" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
