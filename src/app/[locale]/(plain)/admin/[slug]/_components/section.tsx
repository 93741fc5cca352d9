"use client";
import { useId, type FormEventHandler, type ReactNode } from "react";
import content from "@/ui/plain/content.module.css";

/** A section of the tournament's screen, labelled by its title; a form when it has `onSubmit`. */
export function Section({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const id = useId();
  const stack = `${content.stack2} ${content.flush}`;
  return (
    <section className={`${content.paper} ${content.p3}`} aria-labelledby={id}>
      <h2 id={id} className={`${content.h6} ${content.gutterBottom}`}>
        {title}
      </h2>
      {onSubmit ? (
        <form className={stack} noValidate onSubmit={onSubmit}>
          {children}
        </form>
      ) : (
        <div className={stack}>{children}</div>
      )}
    </section>
  );
}

export interface Competitor {
  id: string;
  name: string;
  code: string | null;
  label: string;
}
