// A square 44 px button showing one icon; its label is what assistive technology reads.
import type { ButtonHTMLAttributes } from "react";
import { Icon, type IconName } from "./Icon";

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> {
  readonly icon: IconName;
  readonly label: string;
}

export function IconButton({ icon, label, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={className ? `icon-button ${className}` : "icon-button"}
      aria-label={label}
    >
      <Icon name={icon} />
    </button>
  );
}
