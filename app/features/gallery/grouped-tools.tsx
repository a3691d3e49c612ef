import { ACTION_CLOSE, type Plugin } from "yet-another-react-lightbox";

/**
 * A lightbox plugin, listed after the plugins that add buttons: it gathers every toolbar button but
 * close into one labelled group, which the stylesheet draws as a small quiet pill set apart from
 * close. Seven equal round buttons in a row read as a photo app's toolbar; the picture's way out
 * stays the one plain control.
 */
export function groupedTools(label: string): Plugin {
  return ({ augment }) => {
    augment(({ toolbar, ...rest }) => {
      const tools = toolbar.buttons.filter((button) => button !== ACTION_CLOSE);
      if (tools.length === 0) return { toolbar, ...rest };
      const group = (
        <div key="tools" role="group" aria-label={label} className="gallery-tools">
          {tools}
        </div>
      );
      const others = toolbar.buttons.filter((button) => button === ACTION_CLOSE);
      return { toolbar: { ...toolbar, buttons: [group, ...others] }, ...rest };
    });
  };
}
