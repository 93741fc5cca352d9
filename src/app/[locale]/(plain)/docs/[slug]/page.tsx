import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/constants";
import { getDoc } from "@/server/content/get-doc";
import { pageMetadata } from "@/ui/metadata";
import plain from "@/ui/plain/plain.module.css";
import styles from "./doc.module.css";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const doc = await getDoc(locale, slug);
  if (!doc) return {};
  return pageMetadata({ locale, path: `/docs/${slug}`, title: doc.title, description: doc.description });
}

export default async function DocPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const doc = await getDoc(locale, slug);
  if (!doc) notFound();
  return (
    <article className={styles.article}>
      <h1 className={`${plain.h4} ${plain.gutterBottom}`}>{doc.title}</h1>
      {/* Our own markdown from the repository, not user input. */}
      <div dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  );
}
