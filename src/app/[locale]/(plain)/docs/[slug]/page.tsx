import { CookieChoice } from "@/ui/shell/cookie-choice";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDoc } from "@/server/content/get-doc";
import { pageMetadata } from "@/ui/metadata";
import plain from "@/ui/plain/plain.module.css";
import content from "@/ui/plain/content.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { slugPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: slugPath },
  async ({ locale, params: { slug } }): Promise<Metadata> => {
    const doc = await getDoc(locale, slug);
    if (!doc) return {};
    return pageMetadata({ locale, path: `/docs/${slug}`, title: doc.title, description: doc.description });
  },
);

const DocPage = definePage({ params: slugPath }, async ({ locale, params: { slug } }) => {
  const doc = await getDoc(locale, slug);
  if (!doc) notFound();
  return (
    <article className={content.prose}>
      <h1 className={`${plain.h4} ${plain.gutterBottom}`}>{doc.title}</h1>
      {/* Our own markdown from the repository, not user input. */}
      <div dangerouslySetInnerHTML={{ __html: doc.html }} />
      {/* The answer to the cookie notice, to change here (decision 0089). */}
      {slug === "cookies" && <CookieChoice />}
    </article>
  );
});
export default DocPage;
