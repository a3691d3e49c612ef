import { Icon } from "./icon";

type Props = { title: string; size?: number; iconClassName?: string };

/**
 * A card title followed by its arrow as inline text: when the title wraps, the arrow stays right
 * after the last word (held to it by no-wrap) instead of jumping to the far edge of a flex row.
 */
export function TitleWithArrow({ title, size = 18, iconClassName = "" }: Props) {
  const split = title.trimEnd().lastIndexOf(" ");
  const head = split < 0 ? "" : title.slice(0, split + 1);
  const last = title.slice(split + 1).trimEnd();
  return (
    <>
      {head}
      <span className="whitespace-nowrap">
        {last}
        <Icon name="arrowRight" size={size} className={`ms-2 inline-block align-[-0.125em] ${iconClassName}`} />
      </span>
    </>
  );
}
