"""A small FastAPI app in the style of FastAPI's tutorial, for __tests__/servers/fastapi.test.ts.

Two collections with the same routes and validation, one per pagination style:
- /items     skip & limit, answers a bare JSON array (the tutorial's "Query Parameters")
- /articles  page & size, answers {items, total, page, size, pages} (fastapi-pagination's Page)
Both sort with order_by=-views,title and filter with status=a&status=b, status_not=a&status_not=b,
views_gte and views_lte; /items also says its total in Content-Range (items 0-1/4).
Updates refuse unknown keys (extra = "forbid"), so an id sent in the body is a 422.
Run: python3 -m uvicorn main:app --host 127.0.0.1 --port 8000   (FastAPI 0.92, pydantic 1)
"""
from enum import Enum
from math import ceil
from typing import Dict, List, Optional

from fastapi import FastAPI, HTTPException, Query, Response
from pydantic import BaseModel, Field

app = FastAPI(title="Atrium test API")


class Status(str, Enum):
    draft = "draft"
    review = "review"
    published = "published"


class ArticleIn(BaseModel):
    title: str = Field(..., min_length=2, max_length=80)
    status: Status = Status.draft
    views: int = Field(0, ge=0)


class ArticlePatch(BaseModel):
    title: Optional[str] = Field(None, min_length=2, max_length=80)
    status: Optional[Status] = None
    views: Optional[int] = Field(None, ge=0)

    class Config:
        extra = "forbid"


class Article(ArticleIn):
    id: int


class Page(BaseModel):
    items: List[Article]
    total: int
    page: int
    size: int
    pages: int


def select(store: Dict[int, Article], status, status_not, views_gte, views_lte, order_by) -> List[Article]:
    rows = [
        row for row in store.values()
        if (not status or row.status in status)
        and (not status_not or row.status not in status_not)
        and (views_gte is None or row.views >= views_gte)
        and (views_lte is None or row.views <= views_lte)
    ]
    keys = [key.strip() for key in (order_by or "").split(",") if key.strip()]
    for key in reversed(keys):  # stable sorts, last key first
        name = key.lstrip("-")
        if name not in Article.__fields__:
            raise HTTPException(status_code=400, detail=f"Cannot order by '{name}'")
        rows.sort(key=lambda row: getattr(row, name), reverse=key.startswith("-"))
    return rows


def add_collection(path: str, paged: bool) -> None:
    store: Dict[int, Article] = {}
    counter = {"next": 1}

    def find(item_id: int) -> Article:
        if item_id not in store:
            raise HTTPException(status_code=404, detail="Item not found")
        return store[item_id]

    if paged:
        @app.get(path, response_model=Page)
        def list_page(
            page: int = Query(1, ge=1),
            size: int = Query(50, ge=1, le=100),
            order_by: Optional[str] = None,
            status: Optional[List[Status]] = Query(None),
            status_not: Optional[List[Status]] = Query(None),
            views_gte: Optional[int] = None,
            views_lte: Optional[int] = None,
        ):
            rows = select(store, status, status_not, views_gte, views_lte, order_by)
            start = (page - 1) * size
            return Page(items=rows[start:start + size], total=len(rows), page=page, size=size, pages=ceil(len(rows) / size))
    else:
        @app.get(path, response_model=List[Article])
        def list_items(
            response: Response,
            skip: int = Query(0, ge=0),
            limit: int = Query(100, ge=1, le=100),
            order_by: Optional[str] = None,
            status: Optional[List[Status]] = Query(None),
            status_not: Optional[List[Status]] = Query(None),
            views_gte: Optional[int] = None,
            views_lte: Optional[int] = None,
        ):
            rows = select(store, status, status_not, views_gte, views_lte, order_by)
            page = rows[skip:skip + limit]
            last = skip + len(page) - 1
            response.headers["Content-Range"] = f"items {skip}-{last}/{len(rows)}" if page else f"items */{len(rows)}"
            return page

    @app.get(path + "/{item_id}", response_model=Article)
    def read_item(item_id: int):
        return find(item_id)

    @app.post(path, response_model=Article, status_code=201)
    def create_item(item: ArticleIn):
        article = Article(id=counter["next"], **item.dict())
        counter["next"] += 1
        store[article.id] = article
        return article

    @app.patch(path + "/{item_id}", response_model=Article)
    def update_item(item_id: int, patch: ArticlePatch):
        stored = find(item_id)
        updated = stored.copy(update=patch.dict(exclude_unset=True, exclude_none=True))
        store[item_id] = updated
        return updated

    @app.delete(path + "/{item_id}", status_code=204)
    def delete_item(item_id: int):
        find(item_id)
        del store[item_id]
        return Response(status_code=204)


add_collection("/items", paged=False)
add_collection("/articles", paged=True)
