// An answer's markdown (GFM), loaded with the first answer. Citation marks link to their sources;
// links open in a new tab and only safe addresses render (core's rules); a figure the server could
// not find in the facts carries "(not verified)", shown as a warning badge. The text is rendered block
// by block, each block memoised, so a streaming answer re-renders only its growing last block.
import { linkCitations, markdownBlocks, safeMarkdownUrl, texts } from "@moatwise/core";
import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

const plugins = [remarkGfm];
/** A citation mark's text, "[3]": a link small enough to need a larger hit area on phones. */
const CITATION_MARK = /^\[\d{1,2}\]$/;

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) =>
    href ? (
      <a
        {...rest}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={typeof children === "string" && CITATION_MARK.test(children) ? "citation" : undefined}
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  em: ({ node: _node, children, ...rest }) =>
    children === texts.figureNotVerified ? (
      <span className="answer-unverified" title={texts.figureNotVerifiedDetail}>
        {children}
      </span>
    ) : (
      <em {...rest}>{children}</em>
    ),
  img: ({ node: _node, src, alt }) =>
    typeof src === "string" && src !== "" ? <img src={src} alt={alt ?? ""} loading="lazy" /> : null,
};

const urlTransform = (url: string, key: string) => safeMarkdownUrl(url, key === "src" ? "image" : "link") ?? "";

const Block = memo(function Block({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={plugins} components={components} urlTransform={urlTransform}>
      {text}
    </Markdown>
  );
});

export default function AnswerMarkdown({ text, citations }: { text: string; citations: ReadonlyArray<string> }) {
  const blocks = markdownBlocks(linkCitations(text, citations));
  return (
    <div className="answer-markdown">
      {blocks.map((block, index) => (
        // Blocks only grow at the end, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} text={block} />
      ))}
    </div>
  );
}
