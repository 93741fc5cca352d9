import { notFound } from "next/navigation";

// Any path no route claims gets the translated 404 of its language.
export default function CatchAll() {
  notFound();
}
