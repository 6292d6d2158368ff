/** Story explorer settings; run from the react folder. */
export default {
  stories: "**/*.stories.tsx",
  outDir: "dist/stories",
  viteConfig: ".ladle/vite.config.mjs",
  defaultStory: "provider--language-switch",
};
